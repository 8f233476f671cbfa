#!/bin/sh
# Usage: json-same-in-every-language.sh TUNEFIT ARGS...: passes when `TUNEFIT --lang L ARGS... --json` prints the same
# bytes for en, hi and tr (machine-readable output never follows the language).
tunefit=$1
shift
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
for lang in en hi tr; do
  "$tunefit" --lang "$lang" "$@" --json > "$dir/$lang.json"
done
[ -s "$dir/en.json" ] || { echo "no JSON written" >&2; exit 1; }
cmp "$dir/en.json" "$dir/hi.json" && cmp "$dir/en.json" "$dir/tr.json" || exit 1
echo "same JSON in every language"
