#!/usr/bin/env bash
# Refresh the Qt Linguist sources (desktop_app/i18n/*.ts) from the strings marked for
# translation (self.tr, QCoreApplication.translate, QT_TRANSLATE_NOOP). Each catalogue covers
# one area of the app, so people working on different areas never rewrite each other's file:
#   energy_table  the app shell: desktop_app/*.py, desktop_app/commands/*.py, desktop_app/views/*.py, controllers, and the
#                 teacher's class screens (desktop_app/views/class_session/), and the
#                 view kit every game uses: desktop_app/views/kit/
#   pg_board      Power Grid's board: desktop_app/views/power_grid/ (not panels/)
#   pg_panels     Power Grid's side panels and narration: views/power_grid/panels/,
#                 views/power_grid/narration.py
#   pg_window     Power Grid's window, its hints, new-game dialog and the demo:
#                 views/power_grid/window.py, views/power_grid/hints.py,
#                 views/power_grid/new_game_dialog.py
#   magic_lamp    Aladdin & the Magic Lamp's board, panels, race, narration and window:
#                 desktop_app/views/magic_lamp/
#   remote        what a device is sent for its seat and the invite card: desktop_app/views/remote/
#   power_on      Power On!'s table, carbon tower, panels, narration and window:
#                 desktop_app/views/power_on/
# Then fill the new zh_TW entries (pyside6-linguist, or by hand) and build the .qm files:
#   python -m desktop_app.i18n_build
set -euo pipefail
cd "$(dirname "$0")/.."
LUPDATE=.venv/bin/pyside6-lupdate
[ -x "$LUPDATE" ] || LUPDATE=$(command -v pyside6-lupdate || command -v lupdate)

update() {  # catalogue name, then source files
    local name=$1; shift
    [ $# -gt 0 ] || return 0
    "$LUPDATE" -locations relative -no-obsolete "$@" \
        -ts "desktop_app/i18n/${name}_zh_TW.ts" "desktop_app/i18n/${name}_en.ts"
}

mapfile -t shell < <(find desktop_app -maxdepth 1 -name '*.py'; find desktop_app/commands desktop_app/views desktop_app/controllers desktop_app/views/kit desktop_app/views/class_session -maxdepth 1 -name '*.py' | sort)
window=(desktop_app/views/power_grid/window.py desktop_app/views/power_grid/hints.py desktop_app/views/power_grid/new_game_dialog.py
        desktop_app/views/power_grid/region_picker.py)
mapfile -t board < <(find desktop_app/views/power_grid -name '*.py' -not -path '*/panels/*' \
    -not -name 'narration.py' -not -name 'window.py' -not -name 'hints.py' -not -name 'new_game_*.py' -not -name 'region_picker.py' \
    -not -path '*/__pycache__/*' | sort)
mapfile -t panels < <(find desktop_app/views/power_grid/panels -name '*.py' -not -path '*/__pycache__/*';
    echo desktop_app/views/power_grid/narration.py)
update energy_table "${shell[@]}"
update pg_board "${board[@]}"
update pg_panels "${panels[@]}"
update pg_window "${window[@]}"
mapfile -t magic_lamp < <(find desktop_app/views/magic_lamp -name '*.py' -not -path '*/__pycache__/*' | sort)
update magic_lamp "${magic_lamp[@]}"
mapfile -t power_butler < <(find desktop_app/views/power_butler -name '*.py' -not -path '*/__pycache__/*' | sort)
update power_butler "${power_butler[@]}"
mapfile -t power_on < <(find desktop_app/views/power_on -name '*.py' -not -path '*/__pycache__/*' | sort)
update power_on "${power_on[@]}"
mapfile -t remote < <(find desktop_app/views/remote -name '*.py' -not -path '*/__pycache__/*' | sort)
update remote "${remote[@]}"
