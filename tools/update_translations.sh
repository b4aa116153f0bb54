#!/usr/bin/env bash
# Refresh the Qt Linguist sources (desktop_app/i18n/*.ts) from the strings marked for
# translation in desktop_app/ (self.tr, QCoreApplication.translate, QT_TRANSLATE_NOOP).
# Then fill the new zh_TW entries (pyside6-linguist, or by hand) and build the .qm files:
#   python -m desktop_app.i18n_build
set -euo pipefail
cd "$(dirname "$0")/.."
LUPDATE=.venv/bin/pyside6-lupdate
[ -x "$LUPDATE" ] || LUPDATE=$(command -v pyside6-lupdate || command -v lupdate)
mapfile -t sources < <(find desktop_app -name '*.py' -not -path '*/__pycache__/*' | sort)
"$LUPDATE" -locations relative -no-obsolete "${sources[@]}" \
    -ts desktop_app/i18n/energy_table_zh_TW.ts desktop_app/i18n/energy_table_en.ts
