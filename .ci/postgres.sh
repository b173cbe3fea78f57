# shellcheck shell=bash
# Sourced by .ci/run before the tests: makes sure a PostgreSQL server runs on the loopback interface and exports
# CROUPIER_TEST_PG (a superuser URL to a database the storage and crash tests may use; they create their own
# databases inside it). Installs Debian's `postgresql` package with apt-get when no server binaries are present.
# Runs its own throw-away cluster (trust auth on 127.0.0.1 only, fsync off: test data) under the `postgres` user,
# so it works as root on a fresh Debian 12 machine and leaves the distribution's `main` cluster alone.
# Settings: CROUPIER_PG_PORT (55432), CROUPIER_PG_DIR (/tmp/croupier-pg). Sourcing it again reuses the running server.
# It does not change the caller's shell options; on failure it prints why and returns non-zero.

croupier_pg_setup() {
  local port="${CROUPIER_PG_PORT:-55432}"
  local dir="${CROUPIER_PG_DIR:-/tmp/croupier-pg}"
  local bin
  bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
  if [ -z "$bin" ] || [ ! -x "$bin/pg_ctl" ]; then
    echo "postgres.sh: installing PostgreSQL from Debian packages" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >/dev/null || { echo "postgres.sh: apt-get update failed" >&2; return 1; }
    apt-get install -y -qq --no-install-recommends postgresql >/dev/null || { echo "postgres.sh: apt-get install postgresql failed" >&2; return 1; }
    bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
  fi
  [ -x "$bin/pg_ctl" ] || { echo "postgres.sh: no pg_ctl found under /usr/lib/postgresql" >&2; return 1; }
  id postgres >/dev/null 2>&1 || useradd --system --home-dir /var/lib/postgresql --shell /bin/bash postgres || return 1

  local as_pg=(runuser -u postgres --)
  if [ "$(id -u)" = "$(id -u postgres)" ]; then as_pg=(); fi

  if ! "$bin/pg_isready" -q -h 127.0.0.1 -p "$port"; then
    if [ ! -f "$dir/PG_VERSION" ]; then
      mkdir -p "$dir" && chown postgres:postgres "$dir" && chmod 700 "$dir" || return 1
      "${as_pg[@]}" "$bin/initdb" -D "$dir" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >/dev/null \
        || "${as_pg[@]}" "$bin/initdb" -D "$dir" -U postgres -A trust -E UTF8 --locale=C >/dev/null \
        || { echo "postgres.sh: initdb failed" >&2; return 1; }
    fi
    "${as_pg[@]}" "$bin/pg_ctl" -D "$dir" -l "$dir/server.log" -w -t 60 \
      -o "-c listen_addresses=127.0.0.1 -p $port -k /tmp -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
      start >/dev/null || { echo "postgres.sh: the server did not start; see $dir/server.log" >&2; tail -n 20 "$dir/server.log" >&2; return 1; }
  fi
  local have
  have="$("${as_pg[@]}" "$bin/psql" -h 127.0.0.1 -p "$port" -U postgres -d postgres -tAc "SELECT 1 FROM pg_database WHERE datname = 'croupier_test'" || true)"
  if [ "$have" != "1" ]; then
    "${as_pg[@]}" "$bin/psql" -h 127.0.0.1 -p "$port" -U postgres -d postgres -qc "CREATE DATABASE croupier_test" \
      || { echo "postgres.sh: could not create the croupier_test database" >&2; return 1; }
  fi
  export CROUPIER_TEST_PG="postgres://postgres@127.0.0.1:${port}/croupier_test"
  echo "postgres.sh: PostgreSQL ready, CROUPIER_TEST_PG=${CROUPIER_TEST_PG}" >&2
}

croupier_pg_setup
