#!/usr/bin/env bash
# The Slurm integration test of fcmatch's shards (docs/distributed.md): it
# brings up a real one-node Slurm cluster from Debian's packages (munged,
# slurmctld and slurmd in the foreground, as root, without systemd), then
#   1. plays a short fixed-node match whole, and as a 4-task job array of
#      contrib/slurm/match-array.sbatch; merges the array's records and
#      requires the merged report to be the whole match's, to the digit, and
#      the merged records to replay, and again after one task lost games
#      (it resumes its records) and another never ran (its shard given);
#   2. plays self-play for the tuner as a 2-task array of
#      contrib/slurm/selfplay-array.sbatch, merged by a dependent job;
#   3. submits a long array with an SPRT that decides quickly and requires
#      fcmatch merge -follow to cancel the array (scancel) once it decides.
# Where the packages are missing and cannot be installed (not root, no
# apt-get), it says so and skips (exit 0); FCMATCH_REQUIRE_SLURM=1 makes
# that a failure. Everything it starts is stopped by process id on exit.
set -euo pipefail
cd "$(dirname "$0")/../.."
repo=$PWD
export PATH="$PATH:/usr/local/go/bin"

need=(munged mungekey slurmctld slurmd sbatch squeue scancel sinfo)
missing() { for c in "${need[@]}"; do command -v "$c" >/dev/null 2>&1 || return 0; done; return 1; }
if missing; then
	if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
		echo "slurm: installing Debian's slurmctld slurmd slurm-client munge"
		apt-get update -qq
		DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends slurmctld slurmd slurm-client munge >/dev/null
	fi
fi
if missing || [ "$(id -u)" != 0 ]; then
	msg="slurm: the Slurm integration test needs root (to start the daemons) and Debian's slurmctld slurmd slurm-client munge (${need[*]})"
	if missing; then msg="$msg, which cannot be installed here"; else msg="$msg; this is not root"; fi
	if [ "${FCMATCH_REQUIRE_SLURM:-0}" = 1 ]; then echo "$msg: FAIL"; exit 1; fi
	echo "$msg: skipped"
	exit 0
fi

work=$(mktemp -d /tmp/fcmatch-slurm.XXXXXX)
chmod 755 "$work"
pids=()
cleanup() {
	local status=$?
	for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
	for p in "${pids[@]}"; do wait "$p" 2>/dev/null || true; done
	if [ "$status" != 0 ]; then
		echo "slurm: FAILED; the daemons' logs:"
		tail -n 20 "$work"/*.log 2>/dev/null || true
	fi
	rm -rf "$work"
	exit "$status"
}
trap cleanup EXIT

# The binaries, on the "shared filesystem" (one node: a local directory).
go build -o "$work/bin/fcmatch" ./cmd/fcmatch
go build -o "$work/bin/frozenchess" ./cmd/frozenchess
export PATH="$work/bin:$PATH"

# munge: a fresh key and a private socket, its folder mode 755.
mkdir -p "$work/munge"
chmod 755 "$work/munge"
mungekey --create --force --keyfile="$work/munge/munge.key"
munged --foreground --force --socket="$work/munge/socket" --key-file="$work/munge/munge.key" \
	--pid-file="$work/munge/munged.pid" --log-file="$work/munged.log" --seed-file="$work/munge/seed" 2>"$work/munged.stderr" &
pids+=($!)

# A one-node cluster: no cgroups, no accounting (so squeue, not sacct).
host=$(hostname -s)
mkdir -p "$work/state" "$work/spool"
export SLURM_CONF="$work/slurm.conf"
cat >"$SLURM_CONF" <<EOF
ClusterName=fcmatch
SlurmctldHost=$host
SlurmUser=root
SlurmdUser=root
SlurmctldPort=6917
SlurmdPort=6918
AuthType=auth/munge
AuthInfo=socket=$work/munge/socket
CredType=cred/munge
StateSaveLocation=$work/state
SlurmdSpoolDir=$work/spool
SlurmctldPidFile=$work/slurmctld.pid
SlurmdPidFile=$work/slurmd.pid
SlurmctldLogFile=$work/slurmctld.log
SlurmdLogFile=$work/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
SchedulerType=sched/backfill
JobCompType=jobcomp/none
AccountingStorageType=accounting_storage/none
MpiDefault=none
ReturnToService=2
MinJobAge=600
NodeName=$host CPUs=$(nproc) State=UNKNOWN
PartitionName=debug Nodes=$host Default=YES MaxTime=INFINITE State=UP
EOF
for i in $(seq 50); do [ -S "$work/munge/socket" ] && break; sleep 0.1; done
slurmctld -D -i -f "$SLURM_CONF" 2>"$work/slurmctld.stderr" &
pids+=($!)
slurmd -D -f "$SLURM_CONF" 2>"$work/slurmd.stderr" &
pids+=($!)
for i in $(seq 100); do
	state=$(sinfo -h -N -o %t 2>/dev/null || true)
	case "$state" in idle*|mix*|alloc*) break ;; esac
	sleep 0.2
done
echo "slurm: a one-node cluster is up ($host: ${state:-no state})"
[ -n "${state:-}" ] || exit 1

# wait_for JOB: poll squeue (sbatch --wait polls slowly) until the job left
# the queue or ended.
wait_for() {
	for i in $(seq 1200); do
		[ -z "$(squeue -h -j "$1" -o %i 2>/dev/null)" ] && return 0
		sleep 0.25
	done
	echo "slurm: job $1 did not end within 5 minutes"; return 1
}

# 1. A 16-game fixed-node match, whole and as a 4-task array.
match=(-engine cmd=frozenchess name=search -engine cmd=frozenchess name=random option.Player=random
	-each tc=nodes=20 -rounds 8 -repeat -maxplies 6 -random-openings 2 -margin 1s -ratinginterval 0
	-sprt elo0=0 elo1=10)
cd "$work"
fcmatch "${match[@]}" -records whole.txt >whole.out
job=$(sbatch --parsable --array=0-3 --output="$work/task-%a.out" "$repo/contrib/slurm/match-array.sbatch" "$work/shards" "${match[@]}")
echo "slurm: submitted the match as job array $job (4 tasks)"
wait_for "$job"
for k in 0 1 2 3; do
	grep -q "^Shard $k/4: " "task-$k.out" || { echo "slurm: task $k did not play its shard:"; cat "task-$k.out"; exit 1; }
done
fcmatch merge -o merged.txt shards >merged.out
sed -n '/^Tournament: /,$p' whole.out >whole.summary
sed -n '/^Tournament: /,$p' merged.out >merged.summary
if ! diff -u whole.summary merged.summary; then
	echo "slurm: FAIL: the merged report differs from the whole match's"; exit 1
fi
fcmatch replay merged.txt
echo "slurm: PASS: 4 array tasks merged to the whole match's report:"
cat merged.out

# Failed tasks run again: task 1 lost its last games (its records cut after
# the first game: it resumes them), task 2 never ran (no files: its shard is
# given); the merge is the whole match's again.
first_end=$(grep -n '^\[Event ' shards/shard-1.txt | sed -n 2p | cut -d: -f1)
head -n $((first_end - 1)) shards/shard-1.txt >cut.txt && mv cut.txt shards/shard-1.txt
rm shards/shard-2.txt shards/shard-2.txt.json
job=$(sbatch --parsable --array=1 --output="$work/again-1.out" "$repo/contrib/slurm/match-array.sbatch" "$work/shards" "${match[@]}")
job2=$(sbatch --parsable --array=2 --export=ALL,FCMATCH_SHARD=2/4 --output="$work/again-2.out" "$repo/contrib/slurm/match-array.sbatch" "$work/shards" "${match[@]}")
wait_for "$job"
wait_for "$job2"
grep -q "^Resuming: 1 of 4 games already played" again-1.out || { echo "slurm: FAIL: task 1 did not resume:"; cat again-1.out; exit 1; }
fcmatch merge -o merged.txt shards >merged.out
sed -n '/^Tournament: /,$p' merged.out >merged.summary
if ! diff -u whole.summary merged.summary; then
	echo "slurm: FAIL: after the tasks ran again the merged report differs from the whole match's"; exit 1
fi
echo "slurm: PASS: a task resumed its cut records, a task that never ran was given its shard: the merge is the whole match's again"

# 2. Self-play for the tuner: a 2-task array of 8 games at 20 nodes, merged
# by a job that depends on it.
job=$(sbatch --parsable --array=0-1 --output="$work/self-%a.out" "$repo/contrib/slurm/selfplay-array.sbatch" "$work/self" "$work/bin/frozenchess" 8 20)
merge=$(sbatch --parsable --dependency=afterany:"$job" --output="$work/self-merge.out" --wrap "fcmatch merge -o $work/selfplay.txt $work/self")
wait_for "$job"
wait_for "$merge"
grep -q "^Merged 8 of 8 games from 2 files" self-merge.out || { echo "slurm: FAIL: the self-play merge:"; cat self-merge.out self-*.out; exit 1; }
fcmatch replay selfplay.txt
echo "slurm: PASS: self-play in a 2-task array, merged by a dependent job into selfplay.txt"

# 3. Follow mode: a 400-game array whose SPRT decides within a few dozen
# games; the follower cancels it.
sprt=(-engine cmd=frozenchess name=search -engine cmd=frozenchess name=random option.Player=random
	-each tc=nodes=20 -rounds 200 -repeat -maxplies 6 -random-openings 1 -margin 1s -ratinginterval 0
	-sprt elo0=0 elo1=400 model=logistic)
job=$(sbatch --parsable --array=0-3 --output="$work/sprt-%a.out" "$repo/contrib/slurm/match-array.sbatch" "$work/sprt" "${sprt[@]}")
echo "slurm: submitted a 400-game SPRT as job array $job"
fcmatch merge -follow -interval 500ms -timeout 5m -o sprt.txt sprt >follow.out || { cat follow.out; exit 1; }
grep -E "was accepted" follow.out
grep -q "cancelled the Slurm job $job" follow.out || { echo "slurm: FAIL: the follower did not cancel the array"; cat follow.out; exit 1; }
wait_for "$job"
states=$(squeue -h -t all -j "$job" -o %T | sort | uniq -c | tr -s ' ' | tr '\n' ';')
echo "slurm: the array's tasks after the decision: $states"
case "$states" in *CANCELLED*) ;; *) echo "slurm: FAIL: no task was cancelled"; exit 1 ;; esac
games=$(grep -c '^\[GameNumber ' sprt.txt)
echo "slurm: PASS: the SPRT decided after $games of 400 games and the array was cancelled (the whole test: ${SECONDS}s)"
