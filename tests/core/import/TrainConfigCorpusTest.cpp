// SPDX-License-Identifier: GPL-3.0-or-later
// Every real config of ../shared/train-configs through the importer, compared with INDEX.csv: the values each file
// really sets, as recorded by reading each stack's defaults (not by this code). Skipped when the folder is absent.
#include "core/import/ConfigImport.h"
#include "core/io/Csv.h"

#include <gtest/gtest.h>

#include <QFile>

#include <filesystem>
#include <map>
#include <set>

namespace tunefit {
namespace {

const std::filesystem::path kRoot = std::filesystem::path(TUNEFIT_SOURCE_DIR) / ".." / "shared" / "train-configs";

// The stacks the importer reads. Unsloth notebooks are Python programs (settings in variables and calls), not
// configs or command lines: the importer refuses them with a clear message (UnslothNotebooksAreRefusedClearly).
const std::set<std::string> kCovered = {"axolotl",   "llama-factory", "torchtune", "trl",     "accelerate",
                                        "deepspeed", "ms-swift",      "litgpt",    "openrlhf"};

/// INDEX.csv's targets, "all_linear" and the full list of seven being the same set.
std::string canonicalTargets(std::string t)
{
    if (t == "q;k;v;o;gate;up;down")
        return "all_linear";
    return t;
}

std::string canonical(const std::string& column, const std::string& v)
{
    if (column == "lora_targets")
        return canonicalTargets(v);
    if (column == "lora_dropout" || column == "lora_alpha" || column == "lora_rank") {
        const double d = std::stod(v);
        return std::to_string(d);
    }
    return v;
}

struct Row
{
    std::map<std::string, std::string> cells;
};

std::vector<Row> readIndex()
{
    QFile f(QString::fromStdString((kRoot / "INDEX.csv").string()));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const std::string text = f.readAll().toStdString();
    const auto table = csv::parse(text);
    std::vector<Row> rows;
    if (!table)
        return rows;
    for (const auto& record : table->records) {
        Row r;
        for (size_t c = 0; c < table->header.size(); ++c)
            r.cells[table->header[c]] = std::string(table->cell(record, int(c)));
        rows.push_back(r);
    }
    return rows;
}

TEST(TrainConfigCorpus, AgreesWithTheIndex)
{
    const auto rows = readIndex();
    if (rows.empty())
        GTEST_SKIP() << "no " << kRoot << "/INDEX.csv";
    const char* columns[] = {"model",       "objective",    "method",       "quant",     "lora_rank",
                             "lora_alpha",  "lora_dropout", "lora_targets", "precision", "optimizer",
                             "micro_batch", "grad_accum",   "seq_len",      "packing",   "grad_ckpt",
                             "attention",   "num_gpus",     "sharding",     "offload"};
    int filled = 0;
    int equal = 0;
    std::map<std::string, std::pair<int, int>> perStack;
    ImportOptions options;
    options.models.useEnvironment = false; // only presets: the test must not depend on this computer's cache
    for (const Row& row : rows) {
        const std::string stack = row.cells.at("stack");
        if (!kCovered.count(stack))
            continue;
        const std::string file = (kRoot / row.cells.at("file")).string();
        // The stacks' own examples name their DeepSpeed files from the repository root, where the launchers run:
        // that root is the folder the import may read (a user's --root).
        options.root = (kRoot / *std::filesystem::path(row.cells.at("file")).begin()).string();
        const auto imported = importTrainingConfig(file, options);
        ASSERT_TRUE(imported.ok()) << file << ": " << imported.error().code << " " << imported.error().field << " "
                                   << imported.error().detail;
        EXPECT_EQ(std::string(stackKey(imported->stack)), stack == "trl" ? "trl" : stack) << file;
        for (const char* column : columns) {
            const std::string expected = row.cells.at(column);
            if (expected.empty() || expected == "unknown")
                continue;
            ++filled;
            ++perStack[stack].first;
            std::string got;
            for (int f = 0; f < kJobFieldCount; ++f) {
                if (jobFieldKey(JobField(f)) == column && imported->field(JobField(f)))
                    got = imported->field(JobField(f))->value;
            }
            if (!got.empty() && canonical(column, got) == canonical(column, expected)) {
                ++equal;
                ++perStack[stack].second;
            } else {
                std::cout << "MISMATCH " << row.cells.at("file") << " " << column << ": expected " << expected
                          << ", got " << (got.empty() ? "(none)" : got) << "\n";
            }
        }
    }
    for (const auto& [stack, counts] : perStack)
        std::cout << "AGREEMENT " << stack << " " << counts.second << "/" << counts.first << "\n";
    std::cout << "AGREEMENT all " << equal << "/" << filled << "\n";
    ASSERT_GT(filled, 0);
    EXPECT_GE(double(equal) / filled, 0.90) << equal << " of " << filled << " filled fields agree";
}

} // namespace
} // namespace tunefit
