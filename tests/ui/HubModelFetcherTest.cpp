// SPDX-License-Identifier: GPL-3.0-or-later
// Fetching a model's config.json from the Hugging Face Hub (issue 28), against a server on a loopback port named in
// HF_ENDPOINT: never the internet. Each case of the Hub's answers has its own error; the token goes in the header
// and never into the output.
#include "present/HubModelFetcher.h"
#include "LocalHttpServer.h"

#include <QProcess>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace tunefit::present;

using namespace tunefit;
using tunefit::test::HttpResponse;
using tunefit::test::LocalHttpServer;

namespace {

/// A Llama-style config of 2 layers of width 64; bf16, so the index's 500,000,000 bytes are 0.25 B parameters.
const QByteArray kConfig = R"({"model_type": "llama", "hidden_size": 64, "intermediate_size": 128,
  "num_attention_heads": 4, "num_key_value_heads": 2, "num_hidden_layers": 2, "vocab_size": 1000,
  "torch_dtype": "bfloat16"})";
const QByteArray kIndex = R"({"metadata": {"total_size": 500000000}, "weight_map": {}})";
const char* kToken = "hf_testTokenThatMustNeverBePrinted";

/// Sets an environment variable for one scope.
class EnvVar
{
public:
    EnvVar(const char* name, const QByteArray& value)
        : m_name(name), m_old(qgetenv(name)), m_had(qEnvironmentVariableIsSet(name))
    {
        qputenv(name, value);
    }
    ~EnvVar() { m_had ? qputenv(m_name, m_old) : qunsetenv(m_name); }

private:
    const char* m_name;
    QByteArray m_old;
    bool m_had;
};

HubModelFetcher::Limits quick()
{
    HubModelFetcher::Limits limits;
    limits.timeoutMs = 1500;
    return limits;
}

HttpResponse answer(int status, const QByteArray& body)
{
    HttpResponse response;
    response.status = status;
    response.body = body;
    return response;
}

class HubFetch : public ::testing::Test
{
protected:
    LocalHttpServer server;
    QTemporaryDir home; // no token file of the user's is read
    EnvVar endpoint{"HF_ENDPOINT", server.base().toUtf8()};
    EnvVar hfHome{"HF_HOME", QFile::encodeName(home.path())};
    EnvVar noToken{"HF_TOKEN", QByteArray()};
};

} // namespace

TEST_F(HubFetch, AConfigAndItsIndexMakeAnEntry)
{
    server.serve("/acme/tiny/resolve/main/config.json", answer(200, kConfig));
    server.serve("/acme/tiny/resolve/main/model.safetensors.index.json", answer(200, kIndex));
    const auto entry = HubModelFetcher::fetch(QStringLiteral("acme/tiny"), QStringLiteral("2026-03-01"), quick());
    ASSERT_TRUE(entry.ok()) << entry.error().code << " " << entry.error().detail;
    EXPECT_EQ(entry->id, "acme/tiny");
    EXPECT_EQ(entry->hubId, "acme/tiny");
    EXPECT_EQ(entry->configJson, kConfig.toStdString());
    EXPECT_EQ(entry->sourceDate, "2026-03-01");
    EXPECT_EQ(entry->source, server.base().toStdString() + "/acme/tiny/blob/main/config.json");
    ASSERT_TRUE(entry->publishedParamsB.has_value());
    EXPECT_DOUBLE_EQ(*entry->publishedParamsB, 0.25);
    // Without a token none is sent.
    for (const QByteArray& request : server.requests())
        EXPECT_FALSE(request.toLower().contains("authorization"));
}

TEST_F(HubFetch, WithoutAnIndexTheCountStaysUnknown)
{
    server.serve("/acme/tiny/resolve/main/config.json", answer(200, kConfig));
    const auto entry = HubModelFetcher::fetch(QStringLiteral("acme/tiny"), QStringLiteral("2026-03-01"), quick());
    ASSERT_TRUE(entry.ok());
    EXPECT_FALSE(entry->publishedParamsB.has_value());
}

TEST_F(HubFetch, EachRefusalHasItsOwnError)
{
    const auto code = [](const char* id) {
        const auto entry = HubModelFetcher::fetch(QString::fromLatin1(id), QStringLiteral("2026-03-01"), quick());
        return entry.ok() ? ErrorCode::Empty : entry.error().code;
    };
    EXPECT_EQ(code("acme/missing"), ErrorCode::HubNotFound); // the server's plain 404
    server.serve("/acme/gated/resolve/main/config.json", answer(401, "gated"), "X-Error-Code: GatedRepo\r\n");
    EXPECT_EQ(code("acme/gated"), ErrorCode::HubGated);
    server.serve("/acme/private/resolve/main/config.json", answer(403, "forbidden"));
    EXPECT_EQ(code("acme/private"), ErrorCode::HubGated);
    // The Hub answers 401 to an unknown repository without a token; its header says which it is.
    server.serve("/acme/unknown/resolve/main/config.json", answer(401, "no"), "X-Error-Code: RepoNotFound\r\n");
    EXPECT_EQ(code("acme/unknown"), ErrorCode::HubNotFound);
    HttpResponse slow = answer(200, kConfig);
    slow.delayMs = 4000;
    server.serve("/acme/slow/resolve/main/config.json", slow);
    EXPECT_EQ(code("acme/slow"), ErrorCode::DownloadTimedOut);
    server.serve("/acme/huge/resolve/main/config.json", answer(200, QByteArray(2 << 20, ' ')));
    EXPECT_EQ(code("acme/huge"), ErrorCode::FileTooLarge);
    HttpResponse endless = answer(200, "{\"a\": \"" + QByteArray(3 << 20, 'x'));
    endless.omitLength = true; // no declared length: stopped while reading
    server.serve("/acme/endless/resolve/main/config.json", endless);
    EXPECT_EQ(code("acme/endless"), ErrorCode::FileTooLarge);
    server.serve("/acme/page/resolve/main/config.json", answer(200, "<html>Sign in</html>"));
    EXPECT_EQ(code("acme/page"), ErrorCode::MalformedJson);
    server.serve("/acme/server/resolve/main/config.json", answer(500, "oops"));
    EXPECT_EQ(code("acme/server"), ErrorCode::DownloadFailed);
    EXPECT_EQ(code("../etc/passwd"), ErrorCode::InvalidValue); // never requested
    EXPECT_EQ(code("acme/x?y"), ErrorCode::InvalidValue);
}

TEST_F(HubFetch, TheTokenGoesInTheHeaderFromTheEnvironmentOrTheTokenFile)
{
    server.serve("/acme/gated/resolve/main/config.json", answer(200, kConfig));
    {
        EnvVar token("HF_TOKEN", kToken);
        ASSERT_TRUE(HubModelFetcher::fetch(QStringLiteral("acme/gated"), QString(), quick()).ok());
    }
    ASSERT_FALSE(server.requests().isEmpty());
    EXPECT_TRUE(server.requests().front().contains(QByteArray(QByteArray("Authorization: Bearer ") + kToken)));
    // huggingface-cli's token file under HF_HOME, when HF_TOKEN is not set.
    QFile file(home.filePath(QStringLiteral("token")));
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(QByteArray("hf_fromTheFile\n"));
    file.close();
    EXPECT_EQ(HubModelFetcher::accessToken(), QByteArray("hf_fromTheFile"));
}

TEST_F(HubFetch, TheCommandLineAddsTheEntryAndNeverPrintsTheToken)
{
    server.serve("/acme/tiny/resolve/main/config.json", answer(200, kConfig));
    server.serve("/acme/gated/resolve/main/config.json", answer(401, "gated"), "X-Error-Code: GatedRepo\r\n");
    QTemporaryDir dir;
    const QString catalog = dir.filePath(QStringLiteral("catalog.sqlite"));
    const auto run = [&](const QStringList& arguments, QByteArray* output) {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HF_TOKEN"), QString::fromLatin1(kToken));
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(TUNEFIT_BINARY), QStringList{QStringLiteral("models")} + arguments +
                                                          QStringList{QStringLiteral("--catalog"), catalog});
        process.waitForFinished(30000);
        *output = process.readAllStandardOutput() + process.readAllStandardError();
        return process.exitCode();
    };
    QByteArray output;
    EXPECT_EQ(
        run({QStringLiteral("fetch"), QStringLiteral("acme/tiny"), QStringLiteral("--family"), QStringLiteral("Tiny")},
            &output),
        0)
        << output.toStdString();
    EXPECT_FALSE(output.contains(kToken));
    EXPECT_EQ(run({QStringLiteral("list"), QStringLiteral("--json")}, &output), 0);
    EXPECT_TRUE(output.contains("\"id\": \"acme/tiny\"")) << output.toStdString();
    EXPECT_TRUE(output.contains("\"family\": \"Tiny\""));
    EXPECT_FALSE(output.contains(kToken));
    // Gated: exit 3 (the file could not be read), the sentence says what to do, the token stays out of it.
    EXPECT_EQ(run({QStringLiteral("fetch"), QStringLiteral("acme/gated")}, &output), 3);
    EXPECT_TRUE(output.contains("HF_TOKEN")) << output.toStdString();
    EXPECT_FALSE(output.contains(kToken));
    EXPECT_EQ(run({QStringLiteral("fetch"), QStringLiteral("acme/none")}, &output), 3);
    for (const QByteArray& request : server.requests())
        EXPECT_TRUE(request.contains(QByteArray(QByteArray("Authorization: Bearer ") + kToken)));
}
