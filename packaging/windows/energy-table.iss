; Inno Setup script: a per-user installer for the Windows bundle (Inno Setup 6).
; Build the bundle first on Windows (`python packaging\build.py`), then:
;   iscc /DAppVersion=0.1.0 packaging\windows\energy-table.iss
; The installer lands in dist\ as energy-table-<version>-windows-setup.exe.
; Not built or tested in this project's CI (Linux only); see docs/packaging.md.

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#define AppName "Energy Table"
#define AppExe "energy-table.exe"
#define Root "..\.."

[Setup]
; A fixed id: keep it, so new versions upgrade the installed one instead of adding a second.
AppId={{6F0B9E52-3C1D-4E8A-9A57-2B8E4C0D1F7A}
AppName={#AppName}
AppVerName={#AppName} {#AppVersion}
AppVersion={#AppVersion}
AppPublisher=The Energy Table developers
DefaultDirName={autopf}\Energy Table
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
; Per-user by default (no administrator needed in a classroom); the user may choose all users.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir={#Root}\dist
OutputBaseFilename=energy-table-{#AppVersion}-windows-setup
SetupIconFile={#Root}\build\generated\icons\energy-table.ico
UninstallDisplayIcon={app}\{#AppExe}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
; Traditional Chinese ships with Inno Setup 6 as an unofficial translation; add it when present:
; Name: "chinesetraditional"; MessagesFile: "compiler:Languages\ChineseTraditional.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"

[Files]
; The whole PyInstaller folder: the executable and _internal\ (Python, Qt, game data, fonts).
Source: "{#Root}\dist\energy-table\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
