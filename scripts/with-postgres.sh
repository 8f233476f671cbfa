#!/bin/sh
# Runs a command with a throwaway PostgreSQL server for the team-catalog tests (issue 19), then stops the server and
# removes it, also when the command fails or is interrupted.
#
#   scripts/with-postgres.sh COMMAND [ARGS...]
#
# The cluster: initdb in a new temporary folder, listening on a free loopback port only (no Unix socket elsewhere),
# trust authentication for loopback connections (the folder and the port live only as long as the command), one
# database "tunefit" and three roles:
#   tunefit_owner   owns the database: creates and migrates the catalog's tables
#   tunefit_editor  reads and changes every row (the usual team member)
#   tunefit_reader  reads only: plans, but every change is refused by the server
# Exported for the command:
#   TUNEFIT_TEST_PG           postgresql://tunefit_owner@127.0.0.1:PORT/tunefit
#   TUNEFIT_TEST_PG_EDITOR    the same for tunefit_editor
#   TUNEFIT_TEST_PG_READER    the same for tunefit_reader
#   TUNEFIT_TEST_PG_CTL       "<script> stop|start": stops or starts this server (the offline test)
# Without PostgreSQL's binaries (Debian: postgresql) the command runs without a server and those tests skip.
# PostgreSQL refuses to run as root: as root, the server runs as the "postgres" user.
set -eu

if [ $# -eq 0 ]; then
  echo "usage: $0 COMMAND [ARGS...]" >&2
  exit 2
fi

PG_BIN="${TUNEFIT_PG_BIN:-}"
if [ -z "$PG_BIN" ]; then
  for dir in /usr/lib/postgresql/*/bin; do
    [ -x "$dir/initdb" ] && PG_BIN="$dir"
  done
fi
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ]; then
  echo "with-postgres: no PostgreSQL server binaries found; the team-catalog tests will skip" >&2
  exec "$@"
fi

DIR="$(mktemp -d "${TMPDIR:-/tmp}/tunefit-pg.XXXXXX")"
chmod 755 "$DIR"
AS=""
if [ "$(id -u)" -eq 0 ]; then
  chown postgres "$DIR"
  AS="runuser -u postgres --"
fi

# A free loopback port: ask the kernel for one (python3 is part of Debian's base tools here), else pick at random.
PORT="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])' \
  2>/dev/null || echo $((20000 + $$ % 20000)))"

CTL="$DIR/ctl.sh"
cat >"$CTL" <<EOF
#!/bin/sh
# stop | start this test server
case "\$1" in
  stop) $AS "$PG_BIN/pg_ctl" -D "$DIR/data" -m fast -w stop >/dev/null ;;
  start) $AS "$PG_BIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w start >/dev/null ;;
  *) echo "usage: \$0 stop|start" >&2; exit 2 ;;
esac
EOF
chmod 755 "$CTL"

cleanup() {
  if [ -f "$DIR/data/postmaster.pid" ]; then
    $AS "$PG_BIN/pg_ctl" -D "$DIR/data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$DIR"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

$AS "$PG_BIN/initdb" -D "$DIR/data" -U postgres --auth=trust --no-sync -E UTF8 --locale=C.UTF-8 >"$DIR/initdb.log" 2>&1 ||
  { cat "$DIR/initdb.log" >&2; exit 1; }
# Tests only: no fsync, a short checkpoint distance, loopback only, the socket in the temporary folder.
cat >>"$DIR/data/postgresql.conf" <<EOF
listen_addresses = '127.0.0.1'
port = $PORT
unix_socket_directories = '$DIR'
fsync = off
synchronous_commit = off
full_page_writes = off
max_connections = 100
EOF
$AS "$PG_BIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w start >/dev/null || { cat "$DIR/log" >&2; exit 1; }

$AS "$PG_BIN/psql" -q -v ON_ERROR_STOP=1 -h "$DIR" -p "$PORT" -U postgres -d postgres <<'EOF' >/dev/null
CREATE ROLE tunefit_owner LOGIN;
CREATE ROLE tunefit_editor LOGIN;
CREATE ROLE tunefit_reader LOGIN;
CREATE DATABASE tunefit OWNER tunefit_owner;
\connect tunefit
ALTER SCHEMA public OWNER TO tunefit_owner;
SET ROLE tunefit_owner;
-- Whatever the owner creates later (the catalog's tables, in any schema) is shared with the team roles.
ALTER DEFAULT PRIVILEGES GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO tunefit_editor;
ALTER DEFAULT PRIVILEGES GRANT USAGE, SELECT ON SEQUENCES TO tunefit_editor;
ALTER DEFAULT PRIVILEGES GRANT SELECT ON TABLES TO tunefit_reader;
GRANT USAGE ON SCHEMA public TO tunefit_editor, tunefit_reader;
EOF

BASE="127.0.0.1:$PORT/tunefit"
export TUNEFIT_TEST_PG="postgresql://tunefit_owner@$BASE"
export TUNEFIT_TEST_PG_EDITOR="postgresql://tunefit_editor@$BASE"
export TUNEFIT_TEST_PG_READER="postgresql://tunefit_reader@$BASE"
export TUNEFIT_TEST_PG_CTL="$CTL"
echo "with-postgres: PostgreSQL $("$PG_BIN/postgres" --version | sed 's/.*) //') on 127.0.0.1:$PORT (in $DIR)" >&2
status=0
"$@" || status=$?
exit $status
