// SPDX-License-Identifier: GPL-3.0-or-later
// The main of a fuzz target in the normal (GCC) build: runs every file given, or found in a folder given, through
// LLVMFuzzerTestOneInput once, so the seed corpus and the found regressions are checked by every CTest run. A missing
// folder is skipped (regressions/<target>/ exists only once something was found).
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <system_error>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);

namespace {

bool runFile(const std::filesystem::path& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        std::fprintf(stderr, "cannot read %s\n", path.c_str());
        return false;
    }
    const std::vector<char> bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    std::fprintf(stderr, "Running: %s (%zu bytes)\n", path.c_str(), bytes.size());
    // A copy in its own allocation, exactly the input's size, so ASan sees reads past the end.
    std::vector<uint8_t> copy(bytes.begin(), bytes.end());
    static const uint8_t empty = 0; // libFuzzer never passes a null pointer, not even for an empty input
    LLVMFuzzerTestOneInput(copy.empty() ? &empty : copy.data(), copy.size());
    return true;
}

} // namespace

int main(int argc, char** argv)
{
    namespace fs = std::filesystem;
    int ran = 0;
    bool ok = true;
    for (int i = 1; i < argc; ++i) {
        const fs::path arg(argv[i]);
        std::error_code ec;
        if (fs::is_directory(arg, ec)) {
            std::vector<fs::path> files;
            for (const auto& entry : fs::directory_iterator(arg, ec)) {
                if (entry.is_regular_file() && entry.path().filename().string().front() != '.')
                    files.push_back(entry.path());
            }
            std::sort(files.begin(), files.end()); // a fixed order: the run is the same every time
            for (const auto& file : files) {
                ok = runFile(file) && ok;
                ++ran;
            }
        } else if (fs::exists(arg, ec)) {
            ok = runFile(arg) && ok;
            ++ran;
        } else {
            std::fprintf(stderr, "Skipping %s (does not exist)\n", argv[i]);
        }
    }
    std::fprintf(stderr, "Ran %d inputs\n", ran);
    return ok ? 0 : 1;
}
