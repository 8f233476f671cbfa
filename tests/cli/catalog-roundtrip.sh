#!/bin/sh
# Usage: catalog-roundtrip.sh TUNEFIT WORKDIR: export every table, import it back, expect nothing to change;
# then an edit by import survives a reset that keeps the user's rows.
set -e
tunefit=$1
dir=$2
db="$dir/roundtrip.db"
rm -rf "$dir" && mkdir -p "$dir"
for table in gpus providers offers; do
  "$tunefit" catalog export "$table" --out "$dir/$table.csv" --catalog "$db"
  "$tunefit" catalog import "$dir/$table.csv" --table "$table" --catalog "$db" --today 2026-11-30 > "$dir/$table.log"
  grep -q "Preview: 0 to add, 0 to update, [0-9]* unchanged, 0 rejected" "$dir/$table.log" || { cat "$dir/$table.log"; exit 1; }
done
"$tunefit" catalog export offers --out "$dir/offers-again.csv" --catalog "$db"
cmp "$dir/offers.csv" "$dir/offers-again.csv"
# A GPU added by import is kept by "reset --keep-user-rows" and removed by a plain reset.
printf 'name,memory_gb,memory_bandwidth_gbps\nMy Card,24,500\n' > "$dir/mine.csv"
"$tunefit" catalog import "$dir/mine.csv" --table gpus --catalog "$db" > /dev/null
"$tunefit" catalog reset --keep-user-rows --catalog "$db" > /dev/null
"$tunefit" catalog list gpus --gpu "My Card" --catalog "$db" | grep -q "user_added"
"$tunefit" catalog reset --catalog "$db" > /dev/null
! "$tunefit" catalog list gpus --gpu "My Card" --catalog "$db" | grep -q "My Card"
echo "round trip ok"
