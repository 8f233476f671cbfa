#!/bin/sh
# Usage: plan-front.sh TUNEFIT PLAN-ARGS...: `tunefit plan --json` marks the cost–time front and names the picks
# (issue 27). Checked against the JSON's own numbers, independently of the planner: no option marked "pareto" is
# dominated by another listed option, every unmarked one is dominated by a marked one, the picks are the lowest cost,
# the shortest time and a marked option, and each order preset puts its pick first.
tunefit=$1
shift
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
for sort in cheapest fastest best-value cheapest-within-deadline; do
  "$tunefit" plan "$@" --top 0 --sort "$sort" --json > "$dir/$sort.json"
  rc=$?
  [ "$rc" -eq 0 ] || { echo "tunefit plan --sort $sort exited $rc" >&2; exit 1; }
done
python3 - "$dir" <<'PY' || exit 1
import json, sys, os
d = sys.argv[1]
def load(name):
    with open(os.path.join(d, name + ".json")) as f:
        return json.load(f)
def dominates(a, b):
    return (a["total_cost_usd"] <= b["total_cost_usd"] and a["hours"] <= b["hours"]
            and (a["total_cost_usd"] < b["total_cost_usd"] or a["hours"] < b["hours"]))
ok = True
def fail(msg):
    global ok
    ok = False
    print(msg, file=sys.stderr)
for sort, pick in [("cheapest", "cheapest"), ("fastest", "fastest"), ("best-value", "best_value"),
                   ("cheapest-within-deadline", None)]:
    doc = load(sort)
    # The front is that of the options without a risk whenever one fits (docs/planning.md): risky options are
    # never marked, nor does their being cheaper or faster unmark a safe one.
    risks = {"may_not_fit", "no_bf16", "no_flash_attention", "undated_price"}
    fit = [o for o in doc["options"] if o["fits"]]
    safe = [o for o in fit if not risks & set(o["warnings"])]
    for o in fit:
        if o["pareto"] and safe and o not in safe:
            fail(f"{sort}: {o['instance']} is marked although it carries a risk")
    fit = safe or fit
    if len(fit) < 3:
        fail(f"{sort}: too few fitting options ({len(fit)}) to check a front")
        continue
    if doc["sort"] != sort:
        fail(f"{sort}: \"sort\" is {doc['sort']}")
    for o in fit:
        if "pareto" not in o:
            fail(f"{sort}: an option without \"pareto\"")
            break
    for o in fit:
        dominated = [p for p in fit if dominates(p, o)]
        if o["pareto"] and dominated:
            fail(f"{sort}: {o['instance']} is marked but dominated by {dominated[0]['instance']}")
        if not o["pareto"] and not any(p["pareto"] for p in dominated):
            fail(f"{sort}: {o['instance']} is unmarked but no marked option dominates it")
    picks = doc["picks"]
    cheapest = picks["cheapest"]
    fastest = picks["fastest"]
    if cheapest["total_cost_usd"] != min(o["total_cost_usd"] for o in fit):
        fail(f"{sort}: the cheapest pick is not the lowest cost")
    if fastest["hours"] != min(o["hours"] for o in fit):
        fail(f"{sort}: the fastest pick is not the shortest time")
    for key in ("cheapest", "fastest", "best_value"):
        ranked = doc["options"][picks[key]["rank"] - 1]
        if not ranked["pareto"] or ranked["instance"] != picks[key]["instance"]:
            fail(f"{sort}: the {key} pick's rank does not lead to a marked option of that instance")
    if pick and picks[pick]["rank"] != 1:
        fail(f"{sort}: its pick {pick} is ranked {picks[pick]['rank']}, not first")
    if sum(1 for o in fit if o["pareto"]) == len(fit):
        fail(f"{sort}: every option is marked: nothing to tell apart")
sys.exit(0 if ok else 1)
PY
echo "front marks and picks check out"
