; NSIS script: the Windows installer for the Energy Table bundle (NSIS 3, Unicode).
;
; Build the bundle first (`python packaging\build.py` gives dist\energy-table\), then:
;   makensis /DVERSION=0.1.0 packaging\windows\energy-table.nsi
; The installer lands in dist\ as energy-table-<version>-windows-setup.exe.
; Defines (all optional): VERSION, PAYLOAD (the bundle folder), OUTFILE, ICON (an .ico).
; CI compiles this script on Linux with Debian's makensis against a stand-in payload
; (tests/packaging/test_installers.py); .github/workflows/release.yml builds, installs, runs and
; uninstalls the real one on a Windows runner.
;
; What it does: a per-user install (no administrator needed in a classroom) into
; %LOCALAPPDATA%\Programs\Energy Table, a Start-menu entry, an optional desktop shortcut,
; "Open with > Energy Table" for saved games (*.json: the app's saves; it does not take the
; .json type over from other programs), an entry in Settings > Apps, and an uninstaller that
; removes all of it. Players' saved games (in %APPDATA%\EnergyTable) are kept on uninstall.

Unicode true
ManifestDPIAware true
SetCompressor /SOLID lzma

!ifndef VERSION
  !define VERSION "0.1.0"
!endif
!ifndef PAYLOAD
  !define PAYLOAD "..\..\dist\energy-table"
!endif
!ifndef OUTFILE
  !define OUTFILE "..\..\dist\energy-table-${VERSION}-windows-setup.exe"
!endif
!ifndef ICON
  !define ICON "..\..\build\generated\icons\energy-table.ico"
!endif

!define APP_NAME "Energy Table"
!define APP_EXE "energy-table.exe"
!define APP_KEY "EnergyTable"
!define SAVE_PROGID "EnergyTable.SavedGame"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APP_KEY}"

!include "MUI2.nsh"
!include "LogicLib.nsh"
!include "x64.nsh"

Name "${APP_NAME}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${APP_NAME}"
InstallDirRegKey HKCU "Software\${APP_KEY}" "InstallDir"
RequestExecutionLevel user
BrandingText "${APP_NAME} ${VERSION}"

; The version resource needs four numbers; a three-part version gets a trailing .0.
VIProductVersion "${VERSION}.0"
VIAddVersionKey /LANG=1033 "ProductName" "${APP_NAME}"
VIAddVersionKey /LANG=1033 "FileDescription" "${APP_NAME} installer"
VIAddVersionKey /LANG=1033 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "LegalCopyright" "The Energy Table developers (MIT licence)"

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\${APP_EXE}"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

; NSIS speaks the language of the user's Windows: Traditional Chinese on a Taiwanese computer,
; English (the first one inserted) on any other.
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "TradChinese"

LangString SecApp ${LANG_TRADCHINESE} "能源桌遊館（必要）"
LangString SecApp ${LANG_ENGLISH} "Energy Table (required)"
LangString SecDesktop ${LANG_TRADCHINESE} "桌面捷徑"
LangString SecDesktop ${LANG_ENGLISH} "Desktop shortcut"
LangString SecSaves ${LANG_TRADCHINESE} "用能源桌遊館開啟存檔（右鍵 > 開啟檔案）"
LangString SecSaves ${LANG_ENGLISH} "Open saved games with Energy Table (right-click > Open with)"
LangString SavedGame ${LANG_TRADCHINESE} "能源桌遊館存檔"
LangString SavedGame ${LANG_ENGLISH} "Energy Table saved game"
LangString Needs64 ${LANG_TRADCHINESE} "能源桌遊館需要 64 位元的 Windows 10 或更新版本。"
LangString Needs64 ${LANG_ENGLISH} "Energy Table needs 64-bit Windows 10 or newer."
LangString NotOurs ${LANG_TRADCHINESE} "這個資料夾裡沒有能源桌遊館，不會刪除任何東西。"
LangString NotOurs ${LANG_ENGLISH} "Energy Table is not in this folder; nothing was removed."

Function .onInit
  ${IfNot} ${RunningX64}
    MessageBox MB_ICONSTOP "$(Needs64)"
    Abort
  ${EndIf}
FunctionEnd

Section "$(SecApp)" SEC_APP
  SectionIn RO
  SetShellVarContext current
  SetOutPath "$INSTDIR"
  ; A new version replaces the old program folder whole: no stale module of an older version
  ; is left beside the new ones.
  RMDir /r "$INSTDIR\_internal"
  File /r "${PAYLOAD}\*"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  CreateShortcut "$SMPROGRAMS\${APP_NAME}.lnk" "$INSTDIR\${APP_EXE}"

  WriteRegStr HKCU "Software\${APP_KEY}" "InstallDir" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${APP_NAME} (能源桌遊館)"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "The Energy Table developers"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\${APP_EXE}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
SectionEnd

Section "$(SecDesktop)" SEC_DESKTOP
  SetShellVarContext current
  CreateShortcut "$DESKTOP\${APP_NAME}.lnk" "$INSTDIR\${APP_EXE}"
SectionEnd

Section "$(SecSaves)" SEC_SAVES
  ; A ProgID of our own, offered for .json files under "Open with": a double-click on a save
  ; opens it in the app (`energy-table --open FILE`) once the player picks Energy Table.
  WriteRegStr HKCU "Software\Classes\${SAVE_PROGID}" "" "$(SavedGame)"
  WriteRegStr HKCU "Software\Classes\${SAVE_PROGID}\DefaultIcon" "" "$INSTDIR\${APP_EXE},0"
  WriteRegStr HKCU "Software\Classes\${SAVE_PROGID}\shell\open\command" "" '"$INSTDIR\${APP_EXE}" --open "%1"'
  WriteRegStr HKCU "Software\Classes\.json\OpenWithProgids" "${SAVE_PROGID}" ""
  WriteRegStr HKCU "Software\Classes\Applications\${APP_EXE}\shell\open\command" "" '"$INSTDIR\${APP_EXE}" --open "%1"'
  WriteRegStr HKCU "Software\Classes\Applications\${APP_EXE}\SupportedTypes" ".json" ""
  ; SHCNE_ASSOCCHANGED: Explorer picks the new entry up at once.
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd

Section "Uninstall"
  SetShellVarContext current
  ; Remove only a folder that holds the program: an uninstaller copied elsewhere, or a folder
  ; the player chose that held other things, is never emptied.
  ${IfNot} ${FileExists} "$INSTDIR\${APP_EXE}"
    MessageBox MB_ICONEXCLAMATION "$(NotOurs)" /SD IDOK
    Abort
  ${EndIf}
  Delete "$INSTDIR\${APP_EXE}"
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"

  Delete "$SMPROGRAMS\${APP_NAME}.lnk"
  Delete "$DESKTOP\${APP_NAME}.lnk"

  DeleteRegValue HKCU "Software\Classes\.json\OpenWithProgids" "${SAVE_PROGID}"
  DeleteRegKey HKCU "Software\Classes\${SAVE_PROGID}"
  DeleteRegKey HKCU "Software\Classes\Applications\${APP_EXE}"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
  DeleteRegKey HKCU "Software\${APP_KEY}"
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd
