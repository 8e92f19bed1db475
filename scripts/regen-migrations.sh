#!/usr/bin/env bash
# Before the first release there is one migration: regenerate it from schema.ts plus custom SQL.
# After the first release, add migrations with `npm run db:generate` instead (never rewrite).
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf src/main/core/db/migrations
npx drizzle-kit generate --name init >/dev/null
for f in scripts/sql/*.sql; do
  [ -e "$f" ] || continue
  name=$(basename "$f" .sql)
  npx drizzle-kit generate --custom --name "$name" >/dev/null
  target=$(ls src/main/core/db/migrations/*_"$name".sql)
  cat "$f" > "$target"
done
node scripts/embed-migrations.mjs
