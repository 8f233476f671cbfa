#!/bin/sh
# Usage: catalog-team.sh TUNEFIT WORKDIR: the command line on a team catalog (issue 19), against the server of
# scripts/with-postgres.sh (skips, exit 77, without TUNEFIT_TEST_PG). An import by the editor is seen by the reader,
# the reader's import is refused in words, a malformed URI is bad input (2), an unreachable server without a copy is a
# file error (3), with the server stopped the offline copy is listed with a notice, and a report names the team
# catalog or its offline snapshot as its prices' origin. Stops and restarts the server.
set -e
tunefit=$1
dir=$2
[ -n "${TUNEFIT_TEST_PG:-}" ] || { echo "TUNEFIT_TEST_PG is not set: skipped"; exit 77; }
rm -rf "$dir" && mkdir -p "$dir"
export HOME="$dir" XDG_DATA_HOME="$dir/data"
owner="$TUNEFIT_TEST_PG?options=-csearch_path%3Dcli_team"
editor="$TUNEFIT_TEST_PG_EDITOR?options=-csearch_path%3Dcli_team"
reader="$TUNEFIT_TEST_PG_READER?options=-csearch_path%3Dcli_team"
psql -q "$TUNEFIT_TEST_PG" -c "DROP SCHEMA IF EXISTS cli_team CASCADE" -c "CREATE SCHEMA cli_team" \
  -c "GRANT USAGE ON SCHEMA cli_team TO tunefit_editor, tunefit_reader" 2>/dev/null
"$tunefit" catalog list providers --catalog "$owner" > /dev/null
printf 'name,memory_gb,memory_bandwidth_gbps\nTeam Card,24,500\n' > "$dir/mine.csv"
"$tunefit" catalog import "$dir/mine.csv" --table gpus --catalog "$editor" > /dev/null
"$tunefit" catalog list gpus --gpu "Team Card" --catalog "$reader" 2> "$dir/reader.err" | grep -q "user_added"
grep -q "may read the team catalog" "$dir/reader.err"
if "$tunefit" catalog import "$dir/mine.csv" --table gpus --catalog "$reader" > "$dir/refused.out" 2>&1; then
  echo "the reader's import was not refused"; exit 1
fi
grep -q "does not let your database role change" "$dir/refused.out" || { cat "$dir/refused.out"; exit 1; }
! grep -q "42501\|ERROR:" "$dir/refused.out"
set +e
"$tunefit" catalog list gpus --catalog "postgresql:nothing" 2> /dev/null; bad=$?
"$tunefit" catalog list gpus --catalog "postgresql://nobody@127.0.0.1:9/none" 2> /dev/null; down=$?
set -e
[ "$bad" = 2 ] && [ "$down" = 3 ] || { echo "exit codes $bad $down"; exit 1; }
# A report says which catalog its prices came from: the team catalog, then its offline snapshot.
job="$(dirname "$0")/../../examples/llama-3.1-8b-qlora.tunefit.json"
"$tunefit" report "$job" --catalog "$reader" --lang en --out "$dir/team.pdf" --html "$dir/team.html" > /dev/null 2>&1
grep -q "Prices from the team catalog tunefit on 127.0.0.1." "$dir/team.html" || { echo "no team origin"; exit 1; }
"$TUNEFIT_TEST_PG_CTL" stop
set +e
"$tunefit" catalog list gpus --gpu "Team Card" --catalog "$reader" > "$dir/offline.out" 2> "$dir/offline.err"; offline=$?
"$tunefit" report "$job" --catalog "$reader" --lang en --out "$dir/snap.pdf" --html "$dir/snap.html" > /dev/null 2>&1
set -e
grep -q "Prices from the offline snapshot of the team catalog tunefit on 127.0.0.1" "$dir/snap.html" ||
  { "$TUNEFIT_TEST_PG_CTL" start; echo "no snapshot origin"; exit 1; }
"$TUNEFIT_TEST_PG_CTL" start
[ "$offline" = 0 ] && grep -q "Team Card" "$dir/offline.out" && grep -q "offline copy" "$dir/offline.err" ||
  { cat "$dir/offline.out" "$dir/offline.err"; exit 1; }
psql -q "$TUNEFIT_TEST_PG" -c "SET client_min_messages = warning" -c "DROP SCHEMA cli_team CASCADE"
echo "team catalog ok"
