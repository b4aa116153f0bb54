#!/bin/sh
# Put Energy Table in your application menu (just for you, no root needed):
#   ./install-desktop-entry.sh            add the menu entry and icons for this unpacked folder
#   ./install-desktop-entry.sh --remove   take them away again
# The app itself stays where you unpacked it; move the folder, then run this again.
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
DATA=${XDG_DATA_HOME:-$HOME/.local/share}
SIZES="16 24 32 48 64 128 256 512"

if [ "${1:-}" = "--remove" ]; then
    rm -f "$DATA/applications/energy-table.desktop" "$DATA/metainfo/io.github.energytable.EnergyTable.metainfo.xml"
    rm -f "$DATA/icons/hicolor/scalable/apps/energy-table.svg"
    for s in $SIZES; do rm -f "$DATA/icons/hicolor/${s}x${s}/apps/energy-table.png"; done
    echo "Energy Table removed from the application menu."
    exit 0
fi

mkdir -p "$DATA/applications" "$DATA/metainfo" "$DATA/icons/hicolor/scalable/apps"
for s in $SIZES; do
    mkdir -p "$DATA/icons/hicolor/${s}x${s}/apps"
    cp "$HERE/share/icons/hicolor/${s}x${s}/apps/energy-table.png" "$DATA/icons/hicolor/${s}x${s}/apps/"
done
cp "$HERE/share/icons/hicolor/scalable/apps/energy-table.svg" "$DATA/icons/hicolor/scalable/apps/"
cp "$HERE/share/metainfo/io.github.energytable.EnergyTable.metainfo.xml" "$DATA/metainfo/"
# The menu entry starts this folder's executable (quoted: the path may contain spaces).
sed -e "s|^Exec=.*|Exec=\"$HERE/energy-table\"|" -e "s|^TryExec=.*|TryExec=$HERE/energy-table|" \
    "$HERE/share/applications/energy-table.desktop" > "$DATA/applications/energy-table.desktop"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$DATA/applications" || true
command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$DATA/icons/hicolor" || true
echo "Energy Table is in your application menu (Games). Remove it with: $0 --remove"
