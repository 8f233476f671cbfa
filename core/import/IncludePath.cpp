// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/import/IncludePath.h"

#include <filesystem>
#include <system_error>

namespace fs = std::filesystem;

namespace tunefit::import {

namespace {

/// `path` and `root` both canonical: whether `path` is `root` or lies below it (component-wise, so /a/bc is not
/// inside /a/b).
bool isInside(const fs::path& path, const fs::path& root)
{
    auto p = path.begin();
    for (auto r = root.begin(); r != root.end(); ++r, ++p) {
        if (r->empty()) // a trailing separator
            continue;
        if (p == path.end() || *p != *r)
            return false;
    }
    return true;
}

/// Pseudo-file systems whose "regular files" are the kernel's state (/proc/self/status, /sys/...), never a config.
bool isSystemPath(const fs::path& canonical)
{
    for (const char* prefix : {"/proc", "/sys", "/dev"}) {
        if (isInside(canonical, fs::path(prefix)))
            return true;
    }
    return false;
}

fs::path canonicalRoot(const std::string& root, const std::string& from)
{
    std::error_code ec;
    const fs::path chosen = root.empty() ? fs::path(defaultImportRoot(from)) : fs::path(root);
    fs::path canonical = fs::weakly_canonical(fs::absolute(chosen, ec), ec);
    return ec ? fs::absolute(chosen).lexically_normal() : canonical;
}

} // namespace

std::string defaultImportRoot(const std::string& configPath)
{
    std::error_code ec;
    const fs::path absolute = fs::absolute(fs::path(configPath), ec);
    return (ec ? fs::path(configPath) : absolute).parent_path().string();
}

Result<std::string> resolveIncludePath(const std::string& from, const std::string& name, const std::string& root,
                                       const std::string& namedAt)
{
    const Error refused{ErrorCode::IncludeRefused, namedAt, name};
    if (name.empty() || name.find('\0') != std::string::npos)
        return refused;
    std::error_code ec;
    const fs::path base = canonicalRoot(root, from);
    const fs::path named(name);
    fs::path dir = fs::weakly_canonical(fs::absolute(fs::path(from), ec).parent_path(), ec);
    if (ec || !isInside(dir, base))
        return refused;
    // The first place tried decides whether the name leaves the root at all: said the same whether or not the
    // file exists, so the answer tells nothing about what lies outside.
    if (!isInside(fs::weakly_canonical(named.is_absolute() ? named : dir / named, ec), base))
        return refused;
    // An absolute name is tried once, as is; a relative one from the naming file's folder up to the root.
    for (;;) {
        const fs::path candidate = (named.is_absolute() ? named : dir / named).lexically_normal();
        if (isInside(candidate, base) && fs::exists(fs::symlink_status(candidate, ec))) {
            const fs::path real = fs::canonical(candidate, ec);
            // A link out of the root, a FIFO, a device or a kernel file is never opened.
            if (ec || !isInside(real, base) || isSystemPath(real) || !fs::is_regular_file(fs::status(real, ec)))
                return refused;
            return real.string();
        }
        if (named.is_absolute() || dir == base || dir == dir.parent_path())
            break;
        dir = dir.parent_path();
    }
    return Error{ErrorCode::CannotOpen, namedAt, name};
}

} // namespace tunefit::import
