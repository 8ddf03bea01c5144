#!/usr/bin/env bash
# The design study of reports/noise.md (issue 41), as registered in rule.md: one batch, the two workloads alternating
# round by round, each round running every design (lab study). Resumable: every trial's row is on disk before the next
# starts, and a rerun skips what the batch's files hold. Run it from anywhere on an otherwise idle machine:
#   reports/noise/design-study/run.sh 1        # batch 1
#   reports/noise/design-study/run.sh 2        # batch 2, at least 6 hours after batch 1's last trial
# Rows go to reports/noise/design-study/batch-N/{europarl,logs}/{sequential,pinned,duet}.csv.
# Measured time per round on the 2-core VM: see reports/noise.md.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../../.."
lab="${LAB:-bin/lab}"
batch="${1:?which batch: 1 or 2}"
rounds="${ROUNDS:-12}"
dir="reports/noise/design-study"
case "$batch" in
    1) seeds=(4101 4102) ;;
    2) seeds=(4201 4202) ;;
    *) echo "run.sh: batch must be 1 or 2 (rule.md registers two)" >&2; exit 2 ;;
esac
for ((r = 1; r <= rounds; r++)); do
    "$lab" study --file "$dir/europarl.yaml" --rounds "$r" --order-seed "${seeds[0]}" --resume \
        --out-dir "$dir/batch-$batch/europarl"
    "$lab" study --file "$dir/logs.yaml" --rounds "$r" --order-seed "${seeds[1]}" --resume \
        --out-dir "$dir/batch-$batch/logs"
done
