# bench/sqlite-workload.sh - sourced by bench/run.sh and
# bench/real-programs.sh: sqlite_sql ROWS prints the sqlite3 shell's
# workload, ROWS rows from an LCG (sqlite's random() is seeded by the OS, so
# every run printed something else); then a sort, GROUP BY, a join and an
# index.
sqlite_sql() {
  cat <<EOF
CREATE TABLE t(a INTEGER, b INTEGER, c TEXT, d REAL);
WITH RECURSIVE s(i, r) AS (SELECT 1, 12345
    UNION ALL SELECT i + 1, (r * 1103515245 + 12345) % 2147483648 FROM s WHERE i < $1)
  INSERT INTO t SELECT i, r % 5000, printf('%08X%04X', r, r % 65521), (r - 1073741824) / 1e6 FROM s;
SELECT count(*), sum(length(c)) FROM (SELECT c FROM t ORDER BY c);
CREATE TABLE g AS SELECT b, count(*) AS n, sum(a) AS s, avg(d) AS m FROM t GROUP BY b;
SELECT sum(t.a % 97 * g.n) FROM t JOIN g ON t.b = g.b;
CREATE INDEX tc ON t(c);
SELECT count(*) FROM t WHERE c BETWEEN '1' AND '2';
SELECT b, max(d) FROM t GROUP BY b ORDER BY 2 DESC LIMIT 3;
EOF
}
