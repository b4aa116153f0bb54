<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>App</name>
    <message>
        <location filename="../commands/app.py" line="+344"/>
        <source>Energy Table</source>
        <translation>Energy Table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The built-in game content is broken, so Energy Table cannot start.</source>
        <translation>The built-in game content is broken, so Energy Table cannot start.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>…and {count} more (see the details).</source>
        <translation>…and {count} more (see the details).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reinstalling Energy Table should fix this. If it does not, please report these problems.</source>
        <translation>Reinstalling Energy Table should fix this. If it does not, please report these problems.</translation>
    </message>
</context>
<context>
    <name>ClassCode</name>
    <message>
        <location filename="../views/class_session/code_card.py" line="+39"/>
        <source>Join the class</source>
        <translation>Join the class</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>QR code of the join link</source>
        <translation>QR code of the join link</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Scan the QR code, or open this address in a browser:</source>
        <translation>Scan the QR code, or open this address in a browser:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Class code</source>
        <translation>Class code</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Class code %1</source>
        <translation>Class code %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Then sign in with the name and password your teacher gave you: you are given a table.</source>
        <translation>Then sign in with the name and password your teacher gave you: you are given a table.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Type your name and press Join: you are given a table.</source>
        <translation>Type your name and press Join: you are given a table.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Back to the tables</source>
        <translation>Back to the tables</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Joined so far: %1</source>
        <translation>Joined so far: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for the first pupil…</source>
        <translation>Waiting for the first pupil…</translation>
    </message>
</context>
<context>
    <name>ClassDashboard</name>
    <message>
        <location filename="../views/class_session/dashboard.py" line="+97"/>
        <source>The class — Energy Table</source>
        <translation>The class — Energy Table</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Show how to join on the projector</source>
        <translation>Show how to join on the projector</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the code on the projector</source>
        <translation>Show the code on the projector</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Every table is paused: the pupils&apos; devices say so. Resume all goes on.</source>
        <translation>Every table is paused: the pupils&apos; devices say so. Resume all goes on.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Drag a name onto a table to seat them, or here to take them off a table.</source>
        <translation>Drag a name onto a table to seat them, or here to take them off a table.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>End the class: results and lesson page…</source>
        <translation>End the class: results and lesson page…</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Resume all</source>
        <translation>Resume all</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pause all</source>
        <translation>Pause all</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pupils sign in · %1 joined</source>
        <translation>Pupils sign in · %1 joined</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Class code %1 · %2 joined</source>
        <translation>Class code %1 · %2 joined</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Minute %1 of %2</source>
        <translation>Minute %1 of %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minute %1 · ends after round %2</source>
        <translation>Minute %1 · ends after round %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minute %1</source>
        <translation>Minute %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Waiting to be placed: %1</source>
        <translation>Waiting to be placed: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody is waiting</source>
        <translation>Nobody is waiting</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Table %1 has no free pupil&apos;s seat: drop the name on a pupil there to swap them.</source>
        <translation>Table %1 has no free pupil&apos;s seat: drop the name on a pupil there to swap them.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+9"/>
        <location line="+18"/>
        <source>That pupil has left the class.</source>
        <translation>That pupil has left the class.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Rename</source>
        <translation>Rename</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new name for %1:</source>
        <translation>A new name for %1:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A name is 1 to 24 letters or digits.</source>
        <translation>A name is 1 to 24 letters or digits.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Remove from the class</source>
        <translation>Remove from the class</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove %1 from the class? Their device can no longer play.</source>
        <translation>Remove %1 from the class? Their device can no longer play.</translation>
    </message>
</context>
<context>
    <name>ClassLesson</name>
    <message>
        <location filename="../views/class_session/class_lesson.py" line="+54"/>
        <source>Table %1 lit its cities with the least carbon: about %2 kg of CO₂ a city.</source>
        <translation>Table %1 lit its cities with the least carbon: about %2 kg of CO₂ a city.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table %1 lit the most cities without CO₂: %2 of every 100.</source>
        <translation>Table %1 lit the most cities without CO₂: %2 of every 100.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table %1 lit the most cities: %2 times.</source>
        <translation>Table %1 lit the most cities: %2 times.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Table %1 put the fewest carbon tokens on the tower: %2.</source>
        <translation>Table %1 put the fewest carbon tokens on the tower: %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table %1 made the most power without carbon: %2 of every 100 units.</source>
        <translation>Table %1 made the most power without carbon: %2 of every 100 units.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Table %1 used the least electricity: %2 kWh a month.</source>
        <translation>Table %1 used the least electricity: %2 kWh a month.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table %1 left the least unpaid on its bills: %2 yuan.</source>
        <translation>Table %1 left the least unpaid on its bills: %2 yuan.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Table %1 stopped just in time most often: %2 times.</source>
        <translation>Table %1 stopped just in time most often: %2 times.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Table %1 lost the fewest cards to the scorpions: %2.</source>
        <translation>Table %1 lost the fewest cards to the scorpions: %2.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>What the tables did</source>
        <translation>What the tables did</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each table</source>
        <translation>Each table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player</source>
        <translation>Each player</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Class lesson page: %1</source>
        <translation>Class lesson page: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · %2 tables · %3 pupils</source>
        <translation>%1 · %2 tables · %3 pupils</translation>
    </message>
</context>
<context>
    <name>ClassResults</name>
    <message>
        <location filename="../views/class_session/results_dialog.py" line="+53"/>
        <source>The class&apos;s results</source>
        <translation>The class&apos;s results</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: how the tables did</source>
        <translation>%1: how the tables did</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round reached</source>
        <translation>Round reached</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winners</source>
        <translation>Winners</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Table %1</source>
        <translation>Table %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not finished</source>
        <translation>not finished</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Save the class CSV…</source>
        <translation>Save the class CSV…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the lesson page as PDF…</source>
        <translation>Save the lesson page as PDF…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Save the class CSV</source>
        <translation>Save the class CSV</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save the lesson page</source>
        <translation>Save the lesson page</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Could not save</source>
        <translation>Could not save</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved: %1</source>
        <translation>Saved: %1</translation>
    </message>
</context>
<context>
    <name>ClassRun</name>
    <message>
        <location filename="../views/class_session/open_class.py" line="+134"/>
        <source>Table %1 — %2</source>
        <translation>Table %1 — %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The teacher paused every table.</source>
        <translation>The teacher paused every table.</translation>
    </message>
    <message>
        <location line="+88"/>
        <location line="+7"/>
        <location line="+57"/>
        <source>A class</source>
        <translation>A class</translation>
    </message>
    <message>
        <location line="-63"/>
        <location line="+7"/>
        <source>The class could not open: %1</source>
        <translation>The class could not open: %1</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>This class went through the school&apos;s broker, with the file %1. It cannot be used now: %2</source>
        <translation>This class went through the school&apos;s broker, with the file %1. It cannot be used now: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose host.json…</source>
        <translation>Choose host.json…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
</context>
<context>
    <name>ClassSetup</name>
    <message>
        <location filename="../views/class_session/setup_dialog.py" line="+64"/>
        <source>A class: pupils play on their own devices</source>
        <translation>A class: pupils play on their own devices</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A class at many tables</source>
        <translation>A class at many tables</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pupils join with one class code from their phones, tablets or computers and are placed at the tables. You follow every table here and show one on the projector.</source>
        <translation>Pupils join with one class code from their phones, tablets or computers and are placed at the tables. You follow every table here and show one on the projector.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Game:</source>
        <translation>Game:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pupils connect to:</source>
        <translation>Pupils connect to:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Number of tables</source>
        <translation>Number of tables</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tables:</source>
        <translation>Tables:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Players at each table:</source>
        <translation>Players at each table:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Seats:</source>
        <translation>Seats:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each table plays its game to the end</source>
        <translation>Each table plays its game to the end</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End after round:</source>
        <translation>End after round:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End at minute:</source>
        <translation>End at minute:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The last round</source>
        <translation>The last round</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The minute the class ends</source>
        <translation>The minute the class ends</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Minute 35 fits a 40-45 minute period,</source>
        <translation>Minute 35 fits a 40-45 minute period,</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with time left for the lesson page.</source>
        <translation>with time left for the lesson page.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every table is told when its last round begins.</source>
        <translation>Every table is told when its last round begins.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Time:</source>
        <translation>Time:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Language:</source>
        <translation>Language:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pace:</source>
        <translation>Pace:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Open the class</source>
        <translation>Open the class</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>This computer (the room&apos;s Wi-Fi)</source>
        <translation>This computer (the room&apos;s Wi-Fi)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The school&apos;s broker</source>
        <translation>The school&apos;s broker</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose host.json…</source>
        <translation>Choose host.json…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The school broker&apos;s host.json</source>
        <translation>The school broker&apos;s host.json</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Class %1 at %2</source>
        <translation>Class %1 at %2</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>Choose another host.json: %1</source>
        <translation>Choose another host.json: %1</translation>
    </message>
    <message>
        <location line="-96"/>
        <source>The file energy-table broker-config wrote for you.</source>
        <translation>The file energy-table broker-config wrote for you.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>A pupil (own device)</source>
        <translation>A pupil (own device)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer: beginner</source>
        <translation>Computer: beginner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer: normal</source>
        <translation>Computer: normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer: expert</source>
        <translation>Computer: expert</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Seat %1</source>
        <translation>Seat %1</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Choose the school broker&apos;s host.json.</source>
        <translation>Choose the school broker&apos;s host.json.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Make at least one seat a pupil&apos;s: nobody could join.</source>
        <translation>Make at least one seat a pupil&apos;s: nobody could join.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 tables, %2 pupils&apos; seats in all. Pupils who join when every seat is taken wait.</source>
        <translation>%1 tables, %2 pupils&apos; seats in all. Pupils who join when every seat is taken wait.</translation>
    </message>
</context>
<context>
    <name>ClassTables</name>
    <message>
        <location filename="../views/class_session/table_card.py" line="+62"/>
        <source>beginner</source>
        <comment>a computer player&apos;s level</comment>
        <translation>beginner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expert</source>
        <comment>a computer player&apos;s level</comment>
        <translation>expert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>normal</source>
        <comment>a computer player&apos;s level</comment>
        <translation>normal</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (%2)</source>
        <comment>a computer seat: its name, its level</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Drag to another table, or right-click to rename or remove</source>
        <translation>Drag to another table, or right-click to rename or remove</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Rename %1…</source>
        <translation>Rename %1…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take off the table (waits to be placed)</source>
        <translation>Take off the table (waits to be placed)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove %1 from the class…</source>
        <translation>Remove %1 from the class…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>(away)</source>
        <translation>(away)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>open seat</source>
        <translation>open seat</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Table %1</source>
        <translation>Table %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Show on the projector</source>
        <translation>Show on the projector</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show table %1 on the projector</source>
        <translation>Show table %1 on the projector</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Round %1 · %2</source>
        <translation>Round %1 · %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play has ended</source>
        <translation>Play has ended</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>⚠ Stuck: waiting for %2 for %1</source>
        <translation>⚠ Stuck: waiting for %2 for %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>⚠ Stuck: waiting %1 (nobody sits there)</source>
        <translation>⚠ Stuck: waiting %1 (nobody sits there)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Waiting %1</source>
        <translation>Waiting %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Finished</source>
        <translation>Finished</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Time is up</source>
        <translation>Time is up</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last round</source>
        <translation>Last round</translation>
    </message>
</context>
<context>
    <name>Classroom</name>
    <message>
        <location filename="../views/classroom.py" line="+73"/>
        <source>Classroom: a game to watch together</source>
        <translation>Classroom: a game to watch together</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classroom mode</source>
        <translation>Classroom mode</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer players play a whole game on the big screen while you explain. Space plays the next move, P pauses, Backspace goes back one move, E shows why the move was made.</source>
        <translation>Computer players play a whole game on the big screen while you explain. Space plays the next move, P pauses, Backspace goes back one move, E shows why the move was made.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Game:</source>
        <translation>Game:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer players:</source>
        <translation>Computer players:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step by step (Space)</source>
        <translation>Step by step (Space)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pace:</source>
        <translation>Pace:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Language:</source>
        <translation>Language:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start the class game</source>
        <translation>Start the class game</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Space: next move · P: pause · Backspace: back one move · E: why? · 1 2 3: pace · F11: full screen</source>
        <translation>Space: next move · P: pause · Backspace: back one move · E: why? · 1 2 3: pace · F11: full screen</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>P: play on · Space: one move</source>
        <translation>P: play on · Space: one move</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Paused: Space plays one move, P goes on.</source>
        <translation>Paused: Space plays one move, P goes on.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Playing on.</source>
        <translation>Playing on.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This is the start of the game.</source>
        <translation>This is the start of the game.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>slow</source>
        <translation>slow</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fast</source>
        <translation>fast</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pace: %1.</source>
        <translation>Pace: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Back to move %1.</source>
        <translation>Back to move %1.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Why did %1 do that?</source>
        <translation>Why did %1 do that?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The computer player did not say why it made this move.</source>
        <translation>The computer player did not say why it made this move.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No move has been played yet.</source>
        <translation>No move has been played yet.</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <location filename="../views/kit/coach.py" line="+118"/>
        <source>Watch this one: the coach plays it for you in a moment.</source>
        <translation>Watch this one: the coach plays it for you in a moment.</translation>
    </message>
    <message>
        <location line="-6"/>
        <location line="+9"/>
        <source>Not that one yet. Look for the ringed place, click it, and the game goes on from there.</source>
        <translation>Not that one yet. Look for the ringed place, click it, and the game goes on from there.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Coach · step %1 of %2</source>
        <translation>Coach · step %1 of %2</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The computer players are moving. Watch the board…</source>
        <translation>The computer players are moving. Watch the board…</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Skip ahead</source>
        <translation>Skip ahead</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Skipping ahead to your next move…</source>
        <translation>Skipping ahead to your next move…</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Well done!</source>
        <translation>Well done!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a real game whenever you like.</source>
        <translation>Start a real game whenever you like.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play on as you like, or start a real game.</source>
        <translation>Play on as you like, or start a real game.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a real game…</source>
        <translation>Start a real game…</translation>
    </message>
    <message>
        <location filename="../views/tutorial.py" line="+72"/>
        <source>The guide cannot start</source>
        <translation>The guide cannot start</translation>
    </message>
</context>
<context>
    <name>ErrorReport</name>
    <message>
        <location filename="../views/error_report.py" line="+76"/>
        <source>Something went wrong</source>
        <translation>Something went wrong</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Energy Table hit a problem and did not finish what you asked. Your game is kept as it was: you can go on playing, or save it with Game &gt; Save as….</source>
        <translation>Energy Table hit a problem and did not finish what you asked. Your game is kept as it was: you can go on playing, or save it with Game &gt; Save as….</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The details are in {path}.</source>
        <translation>The details are in {path}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy details</source>
        <translation>Copy details</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <location filename="../views/game_card.py" line="+181"/>
        <source>{low}–{high} players</source>
        <translation>{low}–{high} players</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About {minutes} minutes</source>
        <translation>About {minutes} minutes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board still being built</source>
        <translation>Board still being built</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>Continue a game ({count})</source>
        <translation>Continue a game ({count})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Continue a game</source>
        <translation>Continue a game</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{count} unfinished games: choose one to go on where it was left</source>
        <translation>{count} unfinished games: choose one to go on where it was left</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go back exactly where the last game was left</source>
        <translation>Go back exactly where the last game was left</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>How to play</source>
        <translation>How to play</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the rules of {game}, with pictures</source>
        <translation>Read the rules of {game}, with pictures</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How to play {game}</source>
        <translation>How to play {game}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Learn by playing</source>
        <translation>Learn by playing</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A short game of {game} with a coach who shows each step; leave it any time</source>
        <translation>A short game of {game} with a coach who shows each step; leave it any time</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Learn {game} by playing</source>
        <translation>Learn {game} by playing</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start {game}</source>
        <translation>Start {game}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The board for {game} is still being built. It will open from here once it is ready.</source>
        <translation>The board for {game} is still being built. It will open from here once it is ready.</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <location filename="../views/kit/game_log.py" line="+109"/>
        <source>Game log</source>
        <translation>Game log</translation>
    </message>
</context>
<context>
    <name>GameMenus</name>
    <message>
        <location filename="../views/kit/hint_flow.py" line="+140"/>
        <source>&amp;Hint: what would a good player do now?</source>
        <translation>&amp;Hint: what would a good player do now?</translation>
    </message>
    <message>
        <location filename="../views/kit/window_menus.py" line="+112"/>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;New game…</source>
        <translation>&amp;New game…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save as…</source>
        <translation>&amp;Save as…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Load…</source>
        <translation>&amp;Load…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Lesson page (charts so far)…</source>
        <translation>&amp;Lesson page (charts so far)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Same deal for another &amp;table…</source>
        <translation>Same deal for another &amp;table…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Undo my last action</source>
        <translation>&amp;Undo my last action</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Close game</source>
        <translation>&amp;Close game</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;in</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;out</source>
        <translation>Zoom &amp;out</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fit to window</source>
        <translation>&amp;Fit to window</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Full screen</source>
        <translation>&amp;Full screen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Presentation mode (large text)</source>
        <translation>&amp;Presentation mode (large text)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Computer players</source>
        <translation>&amp;Computer players</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Step one action</source>
        <translation>&amp;Step one action</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Speed</source>
        <translation>&amp;Speed</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant</source>
        <translation>Instant</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;How to play (at this moment of the game)</source>
        <translation>&amp;How to play (at this moment of the game)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Legend: what the symbols mean</source>
        <translation>&amp;Legend: what the symbols mean</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Expert&apos;s &amp;thinking time</source>
        <translation>Expert&apos;s &amp;thinking time</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 seconds a move</source>
        <translation>%1 seconds a move</translation>
    </message>
</context>
<context>
    <name>GameRegistry</name>
    <message>
        <location filename="../views/game_registry.py" line="+98"/>
        <source>Power Grid</source>
        <translation>Power Grid</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bid for power plants, buy fuel and wire up cities: see how fuel markets set the price of electricity.</source>
        <translation>Bid for power plants, buy fuel and wire up cities: see how fuel markets set the price of electricity.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Power Butler</source>
        <translation>Power Butler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose home appliances and pay their power bills: weigh everyday comfort against electricity use.</source>
        <translation>Choose home appliances and pay their power bills: weigh everyday comfort against electricity use.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Power On!</source>
        <translation>Power On!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light up cities with coal, gas, nuclear and renewable plants, and keep the carbon tower from toppling.</source>
        <translation>Light up cities with coal, gas, nuclear and renewable plants, and keep the carbon tower from toppling.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Aladdin &amp; the Magic Lamp</source>
        <translation>Aladdin &amp; the Magic Lamp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Know when enough is enough: greed loses the treasure, just as waste loses energy.</source>
        <translation>Know when enough is enough: greed loses the treasure, just as waste loses energy.</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <location filename="../views/game_session.py" line="+163"/>
        <location line="+73"/>
        <source>Broken content pack</source>
        <translation>Broken content pack</translation>
    </message>
    <message>
        <location line="-152"/>
        <location line="+158"/>
        <location line="+22"/>
        <source>Could not load the game</source>
        <translation>Could not load the game</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>This save is for another game.</source>
        <translation>This save is for another game.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This save was made with another version of the game content; every move still checks out.</source>
        <translation>This save was made with another version of the game content; every move still checks out.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This game is open in another Energy Table window: go on with it there.</source>
        <translation>This game is open in another Energy Table window: go on with it there.</translation>
    </message>
</context>
<context>
    <name>GameWindow</name>
    <message>
        <location filename="../views/kit/game_window.py" line="+308"/>
        <source>%1: the board</source>
        <translation>%1: the board</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The arrow keys move over what can be chosen; Enter chooses it; Esc leaves the board.</source>
        <translation>The arrow keys move over what can be chosen; Enter chooses it; Esc leaves the board.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Legend: what the symbols mean</source>
        <translation>Legend: what the symbols mean</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Legend: what the symbols mean (key: ?)</source>
        <translation>Legend: what the symbols mean (key: ?)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1: what the symbols mean</source>
        <translation>%1: what the symbols mean</translation>
    </message>
    <message>
        <location filename="../views/kit/hint_flow.py" line="-7"/>
        <location line="+43"/>
        <source>Hint</source>
        <translation>Hint</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>Hint: what would a good player do now?</source>
        <translation>Hint: what would a good player do now?</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Hints are turned off for this game (a choice of the new-game dialog).</source>
        <translation>Hints are turned off for this game (a choice of the new-game dialog).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hints are for a person&apos;s decision; wait for your turn.</source>
        <translation>Hints are for a person&apos;s decision; wait for your turn.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+73"/>
        <source>Thinking…</source>
        <translation>Thinking…</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>A good player is thinking it over; the hint comes in a moment.</source>
        <translation>A good player is thinking it over; the hint comes in a moment.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What would a good player do now, and why? (key: H)</source>
        <translation>What would a good player do now, and why? (key: H)</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Trying each move in imagined games.</source>
        <translation>Trying each move in imagined games.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trying each move in imagined games (at most %1 s).</source>
        <translation>Trying each move in imagined games (at most %1 s).</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>No hint this time: the hint player stumbled. Play on as you like.</source>
        <translation>No hint this time: the hint player stumbled. Play on as you like.</translation>
    </message>
    <message>
        <location filename="../views/kit/game_window.py" line="+103"/>
        <source>Undone.</source>
        <translation>Undone.</translation>
    </message>
    <message>
        <location filename="../views/kit/game_extras.py" line="+71"/>
        <source>Lesson page with charts…</source>
        <translation>Lesson page with charts…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Play again</source>
        <translation>Play again</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game…</source>
        <translation>New game…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back to the games</source>
        <translation>Back to the games</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Same deal code: %1 (another table can play this game)</source>
        <translation>Same deal code: %1 (another table can play this game)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: the lesson</source>
        <translation>%1: the lesson</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Same deal for another table</source>
        <translation>Same deal for another table</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type this code in the new-game dialog on another computer (Same deal code) to deal exactly this game: the same players, options and cards.

%1</source>
        <translation>Type this code in the new-game dialog on another computer (Same deal code) to deal exactly this game: the same players, options and cards.

%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Copy the code</source>
        <translation>Copy the code</translation>
    </message>
    <message>
        <location filename="../views/kit/hint_flow.py" line="+60"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hints used — %1</source>
        <translation>Hints used — %1</translation>
    </message>
    <message>
        <location filename="../views/kit/game_window.py" line="-215"/>
        <source>%1 to play</source>
        <translation>%1 to play</translation>
    </message>
    <message>
        <location line="+244"/>
        <source>Autosave failed: {why}. Game &gt; Save as… keeps a copy elsewhere.</source>
        <translation>Autosave failed: {why}. Game &gt; Save as… keeps a copy elsewhere.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Autosave failed</source>
        <translation>Autosave failed</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game cannot be saved automatically ({why}). You can play on; to be safe, save a copy somewhere else, for example on a USB stick.</source>
        <translation>The game cannot be saved automatically ({why}). You can play on; to be safe, save a copy somewhere else, for example on a USB stick.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save a copy elsewhere…</source>
        <translation>Save a copy elsewhere…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on</source>
        <translation>Play on</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A computer player made a mistake</source>
        <translation>A computer player made a mistake</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer players are paused.

%1</source>
        <translation>The computer players are paused.

%1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Save game</source>
        <translation>Save game</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+18"/>
        <source>Saved games (*.json)</source>
        <translation>Saved games (*.json)</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Could not save</source>
        <translation>Could not save</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved to %1</source>
        <translation>Saved to %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Load game</source>
        <translation>Load game</translation>
    </message>
    <message>
        <location filename="../views/kit/window_speech.py" line="+89"/>
        <source>Wait a moment: the game is in the middle of a move.</source>
        <translation>Wait a moment: the game is in the middle of a move.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nothing to undo yet: no one at this screen has moved.</source>
        <translation>Nothing to undo yet: no one at this screen has moved.</translation>
    </message>
</context>
<context>
    <name>HintCard</name>
    <message>
        <location filename="../views/kit/hints.py" line="+218"/>
        <source>Close the hint</source>
        <translation>Close the hint</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Less ▴</source>
        <translation>Less ▴</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>More ▾</source>
        <translation>More ▾</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hide the figures</source>
        <translation>Hide the figures</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the figures behind it</source>
        <translation>Show the figures behind it</translation>
    </message>
    <message>
        <location line="+199"/>
        <source>Hint for %1</source>
        <translation>Hint for %1</translation>
    </message>
</context>
<context>
    <name>HowToPlayWindow</name>
    <message>
        <location filename="../views/how_to_play.py" line="+225"/>
        <source>How to play: %1</source>
        <translation>How to play: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+2"/>
        <source>Search the rules</source>
        <translation>Search the rules</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Contents</source>
        <translation>Contents</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Rules text</source>
        <translation>Rules text</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Reading</source>
        <translation>Reading</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward</source>
        <translation>Forward</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Larger text</source>
        <translation>Larger text</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Smaller text</source>
        <translation>Smaller text</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal size</source>
        <translation>Normal size</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Presentation size</source>
        <translation>Presentation size</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copy</source>
        <translation>Copy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print…</source>
        <translation>Print…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save as PDF…</source>
        <translation>Save as PDF…</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>No section mentions “%1”.</source>
        <translation>No section mentions “%1”.</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Print the rules</source>
        <translation>Print the rules</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Save the rules as PDF</source>
        <translation>Save the rules as PDF</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>How to play</source>
        <translation>How to play</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rules for this game cannot be shown:</source>
        <translation>The rules for this game cannot be shown:</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../views/join.py" line="+61"/>
        <source>Join a table</source>
        <translation>Join a table</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Play your seat of a table opened on another computer. Type the join code and the address shown on its screen, or choose a table found on this network.</source>
        <translation>Play your seat of a table opened on another computer. Type the join code and the address shown on its screen, or choose a table found on this network.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your name at the table</source>
        <translation>Your name at the table</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>for example 192.168.1.20:8765</source>
        <translation>for example 192.168.1.20:8765</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your name</source>
        <translation>Your name</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join code</source>
        <translation>Join code</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address</source>
        <translation>Address</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tables found on this network</source>
        <translation>Tables found on this network</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Join</source>
        <translation>Join</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>None found yet. School Wi-Fi often hides them: type the address shown on the host&apos;s screen.</source>
        <translation>None found yet. School Wi-Fi often hides them: type the address shown on the host&apos;s screen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 on %2 (%3)</source>
        <translation>%1 on %2 (%3)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Type your name (1 to 24 letters).</source>
        <translation>Type your name (1 to 24 letters).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Type the address shown on the host&apos;s screen, such as 192.168.1.20:8765.</source>
        <translation>Type the address shown on the host&apos;s screen, such as 192.168.1.20:8765.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The join code has 6 letters and numbers, as the host&apos;s screen shows it.</source>
        <translation>The join code has 6 letters and numbers, as the host&apos;s screen shows it.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Joining the table at %1…</source>
        <translation>Joining the table at %1…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Could not join: %1</source>
        <translation>Could not join: %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the host did not answer.</source>
        <translation>the host did not answer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You are at the table. Every seat is taken for now: the host will give you one.</source>
        <translation>You are at the table. Every seat is taken for now: the host will give you one.</translation>
    </message>
</context>
<context>
    <name>JoinedWindow</name>
    <message>
        <location filename="../views/join_window.py" line="+52"/>
        <source>%1 · seat %2 at the table on %3</source>
        <translation>%1 · seat %2 at the table on %3</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The connection to the table dropped: reconnecting…</source>
        <translation>The connection to the table dropped: reconnecting…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back at the table.</source>
        <translation>Back at the table.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have left this table.</source>
        <translation>You have left this table.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This table has ended for you: %1</source>
        <translation>This table has ended for you: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the host closed it.</source>
        <translation>the host closed it.</translation>
    </message>
</context>
<context>
    <name>KeptClasses</name>
    <message>
        <location filename="../views/class_session/kept_classes.py" line="+44"/>
        <source>1 table</source>
        <translation>1 table</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 tables</source>
        <translation>%1 tables</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>code %1</source>
        <translation>code %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+23"/>
        <source> · </source>
        <translation> · </translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Cannot be reopened: its class file is damaged. It can only be removed.</source>
        <translation>Cannot be reopened: its class file is damaged. It can only be removed.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 pupil joined</source>
        <translation>1 pupil joined</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 pupils joined</source>
        <translation>%1 pupils joined</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>finished</source>
        <translation>finished</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>minute %1</source>
        <translation>minute %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>through the school&apos;s broker</source>
        <translation>through the school&apos;s broker</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>last changed %1</source>
        <translation>last changed %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Classes kept on this computer</source>
        <translation>Classes kept on this computer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Go on with a class (the same code: the pupils&apos; devices join their tables again), or set up a new one.</source>
        <translation>Go on with a class (the same code: the pupils&apos; devices join their tables again), or set up a new one.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>New class…</source>
        <translation>New class…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Continue</source>
        <translation>Continue</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Continue the class: %1</source>
        <translation>Continue the class: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove…</source>
        <translation>Remove…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove the class: %1</source>
        <translation>Remove the class: %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+30"/>
        <source>Remove a class</source>
        <translation>Remove a class</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Remove the class %1?</source>
        <translation>Remove the class %1?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its tables&apos; games, its pupils&apos; seats and its results go with it: a removed class cannot be brought back, and its code no longer works.</source>
        <translation>Its tables&apos; games, its pupils&apos; seats and its results go with it: a removed class cannot be brought back, and its code no longer works.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Remove the class</source>
        <translation>Remove the class</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep it</source>
        <translation>Keep it</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The class could not be removed: %1</source>
        <translation>The class could not be removed: %1</translation>
    </message>
</context>
<context>
    <name>KitPanel</name>
    <message>
        <location filename="../views/kit/pages.py" line="+91"/>
        <location line="+221"/>
        <location filename="../views/kit/window_speech.py" line="+9"/>
        <source>Not now: %1</source>
        <translation>Not now: %1</translation>
    </message>
    <message>
        <location filename="../views/kit/action_panel.py" line="+104"/>
        <source>Your decision</source>
        <translation>Your decision</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>%1 is thinking…</source>
        <translation>%1 is thinking…</translation>
    </message>
</context>
<context>
    <name>LauncherWindow</name>
    <message>
        <location filename="../views/launcher.py" line="+257"/>
        <location line="+33"/>
        <location line="+199"/>
        <source>Energy Table</source>
        <translation>Energy Table</translation>
    </message>
    <message>
        <location line="-231"/>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Load a saved game…</source>
        <translation>&amp;Load a saved game…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Classroom: a game to watch together…</source>
        <translation>&amp;Classroom: a game to watch together…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classroom</source>
        <translation>Classroom</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An all-computer game on the big screen, played move by move while you explain</source>
        <translation>An all-computer game on the big screen, played move by move while you explain</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A c&amp;lass: pupils play on their own devices…</source>
        <translation>A c&amp;lass: pupils play on their own devices…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Class at tables</source>
        <translation>Class at tables</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Many tables at once: pupils join with one class code from their phones or tablets</source>
        <translation>Many tables at once: pupils join with one class code from their phones or tablets</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Join a table on another computer…</source>
        <translation>&amp;Join a table on another computer…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join a table</source>
        <translation>Join a table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play your seat of a game opened on another computer in this room</source>
        <translation>Play your seat of a game opened on another computer in this room</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Full Screen</source>
        <translation>&amp;Full Screen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings</source>
        <translation>&amp;Settings</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Energy Table</source>
        <translation>&amp;About Energy Table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;How to play</source>
        <translation>&amp;How to play</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How to play (F1)</source>
        <translation>How to play (F1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four board games about energy, for families and classrooms</source>
        <translation>Four board games about energy, for families and classrooms</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Version {version} · Works offline</source>
        <translation>Version {version} · Works offline</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game boards are being built one at a time.</source>
        <translation>Game boards are being built one at a time.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The translation for {language} is missing. It will be used once it is installed.</source>
        <translation>The translation for {language} is missing. It will be used once it is installed.</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>Load a saved game</source>
        <translation>Load a saved game</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Saved games (*.json)</source>
        <translation>Saved games (*.json)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Could not load the game</source>
        <translation>Could not load the game</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This version cannot open saved games of &apos;{game}&apos;.</source>
        <translation>This version cannot open saved games of &apos;{game}&apos;.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Version {version}</source>
        <translation>Version {version}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four board games about energy, for families and classrooms.</source>
        <translation>Four board games about energy, for families and classrooms.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Works offline: no account and no internet connection needed.</source>
        <translation>Works offline: no account and no internet connection needed.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Licence: MIT</source>
        <translation>Licence: MIT</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>About Energy Table</source>
        <translation>About Energy Table</translation>
    </message>
</context>
<context>
    <name>LegendDialog</name>
    <message>
        <location filename="../views/kit/legend.py" line="+41"/>
        <source>What each symbol on the board and the cards means.</source>
        <translation>What each symbol on the board and the cards means.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the legend</source>
        <translation>Close the legend</translation>
    </message>
</context>
<context>
    <name>LessonPage</name>
    <message>
        <location filename="../views/kit/lesson_chart.py" line="+36"/>
        <source>What this game teaches</source>
        <translation>What this game teaches</translation>
    </message>
    <message>
        <location line="+179"/>
        <source>Nothing yet: this chart fills in as the game goes on.</source>
        <translation>Nothing yet: this chart fills in as the game goes on.</translation>
    </message>
    <message>
        <location filename="../views/kit/lesson.py" line="+83"/>
        <location line="+23"/>
        <location filename="../views/kit/pdf_lesson.py" line="+77"/>
        <source>Same deal code: %1</source>
        <translation>Same deal code: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 could not be written.</source>
        <translation>%1 could not be written.</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Save as PDF…</source>
        <translation>Save as PDF…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save as PNG…</source>
        <translation>Save as PNG…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export CSV (worksheet)…</source>
        <translation>Export CSV (worksheet)…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Worksheet and teacher&apos;s guide</source>
        <translation>Worksheet and teacher&apos;s guide</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save the worksheet as PDF…</source>
        <translation>Save the worksheet as PDF…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the teacher&apos;s guide as PDF…</source>
        <translation>Save the teacher&apos;s guide as PDF…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Lesson page</source>
        <translation>Lesson page</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Save the teacher&apos;s guide as PDF</source>
        <translation>Save the teacher&apos;s guide as PDF</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the worksheet as PDF</source>
        <translation>Save the worksheet as PDF</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Teacher&apos;s guide</source>
        <translation>Teacher&apos;s guide</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Worksheet</source>
        <translation>Worksheet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Save the lesson as PDF</source>
        <translation>Save the lesson as PDF</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save the lesson as PNG</source>
        <translation>Save the lesson as PNG</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export the lesson as CSV</source>
        <translation>Export the lesson as CSV</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Could not save</source>
        <translation>Could not save</translation>
    </message>
</context>
<context>
    <name>Motion</name>
    <message>
        <location filename="../views/kit/motion.py" line="+140"/>
        <source>&amp;Reduce motion (pieces do not move)</source>
        <translation>&amp;Reduce motion (pieces do not move)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves are shown at once, without pieces flying or lines being drawn</source>
        <translation>Moves are shown at once, without pieces flying or lines being drawn</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../views/kit/new_game_parts.py" line="+57"/>
        <source>%1 players</source>
        <translation>%1 players</translation>
    </message>
    <message>
        <location filename="../views/kit/new_game_checks.py" line="+26"/>
        <source>it is cut short.</source>
        <translation>it is cut short.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it should start with PG, PB, PO or ML (the game).</source>
        <translation>it should start with PG, PB, PO or ML (the game).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it has letters no code uses.</source>
        <translation>it has letters no code uses.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>type the whole code, for example PG-1A2B-3C4D.</source>
        <translation>type the whole code, for example PG-1A2B-3C4D.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a letter may be mistyped.</source>
        <translation>a letter may be mistyped.</translation>
    </message>
    <message>
        <location filename="../views/kit/new_game.py" line="+121"/>
        <source>New game: %1</source>
        <translation>New game: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Computer: normal</source>
        <translation>Computer: normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer: random moves (easy)</source>
        <translation>Computer: random moves (easy)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Computer: beginner</source>
        <translation>Computer: beginner</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer: expert (thinks ahead)</source>
        <translation>Computer: expert (thinks ahead)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Ready: %1 players.</source>
        <translation>Ready: %1 players.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Person at this computer</source>
        <translation>Person at this computer</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Each seat is a person at this computer or a computer player; colour and shape mark each player.</source>
        <translation>Each seat is a person at this computer or a computer player; colour and shape mark each player.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Players:</source>
        <translation>Players:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Seed or deal code (optional):</source>
        <translation>Seed or deal code (optional):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>random, or a deal code</source>
        <translation>random, or a deal code</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same seed deals the same game: handy for a class. Or type the same-deal code another table&apos;s end screen shows, to deal exactly that game here: the same players, options and cards.</source>
        <translation>The same seed deals the same game: handy for a class. Or type the same-deal code another table&apos;s end screen shows, to deal exactly that game here: the same players, options and cards.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Offer hints (the Hint button, key H)</source>
        <translation>Offer hints (the Hint button, key H)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On a person&apos;s turn, Hint shows what a good player would do now, and why. Turn it off for a game without help; the end screen counts the hints each player used.</source>
        <translation>On a person&apos;s turn, Hint shows what a good player would do now, and why. Turn it off for a game without help; the end screen counts the hints each player used.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Invite players on other devices (phones, tablets)</source>
        <translation>Invite players on other devices (phones, tablets)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Once the game is on screen, choose which seats are played on a phone, a tablet or another computer in the room; a code and a QR code let them join. Game &gt; Invite players does the same later.</source>
        <translation>Once the game is on screen, choose which seats are played on a phone, a tablet or another computer in the room; a code and a QR code let them join. Game &gt; Invite players does the same later.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Seats</source>
        <translation>Seats</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Name of player %1</source>
        <translation>Name of player %1</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location line="+105"/>
        <location line="+79"/>
        <source>Player %1</source>
        <translation>Player %1</translation>
    </message>
    <message>
        <location line="-78"/>
        <source>Computer %1</source>
        <translation>Computer %1</translation>
    </message>
    <message>
        <location filename="../views/kit/new_game_checks.py" line="+20"/>
        <source>The deal code does not work: %1</source>
        <translation>The deal code does not work: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This deal code is for another game.</source>
        <translation>This deal code is for another game.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This deal code is for a newer version of the game.</source>
        <translation>This deal code is for a newer version of the game.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Player %1 needs a name.</source>
        <translation>Player %1 needs a name.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Two players are both called %1: give each a different name.</source>
        <translation>Two players are both called %1: give each a different name.</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>The seed is too large: the largest is %1.</source>
        <translation>The seed is too large: the largest is %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The seed must be a whole number, or a deal code (or left empty).</source>
        <translation>The seed must be a whole number, or a deal code (or left empty).</translation>
    </message>
</context>
<context>
    <name>Projector</name>
    <message>
        <location filename="../views/class_session/projector.py" line="+63"/>
        <source>Paused</source>
        <translation>Paused</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>The game begins.</source>
        <translation>The game begins.</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <location filename="../views/qt_words.py" line="+20"/>
        <source>Folder</source>
        <translation>Folder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 File</source>
        <translation>%1 File</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drive</source>
        <translation>Drive</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unknown</source>
        <translation>Unknown</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location line="-6"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Look in:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Files of &amp;type:</source>
        <translation>Files of &amp;type:</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location line="+6"/>
        <source>Don&apos;t Save</source>
        <translation>Don&apos;t Save</translation>
    </message>
</context>
<context>
    <name>SaveError</name>
    <message>
        <location filename="../views/game_session.py" line="-222"/>
        <source>There is no saved game called {file}.</source>
        <translation>There is no saved game called {file}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is a folder, not a saved game.</source>
        <translation>{file} is a folder, not a saved game.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} cannot be read (check that you may open it).</source>
        <translation>{file} cannot be read (check that you may open it).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is not an Energy Table saved game.</source>
        <translation>{file} is not an Energy Table saved game.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is far too large to be a saved game.</source>
        <translation>{file} is far too large to be a saved game.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} is damaged or incomplete, so it cannot be opened.</source>
        <translation>{file} is damaged or incomplete, so it cannot be opened.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} does not say which save format it uses, so it cannot be opened.</source>
        <translation>{file} does not say which save format it uses, so it cannot be opened.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} was saved by a newer Energy Table. Please update the app to open it.</source>
        <translation>{file} was saved by a newer Energy Table. Please update the app to open it.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{file} was changed after it was saved, so it cannot be trusted.</source>
        <translation>{file} was changed after it was saved, so it cannot be trusted.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This saved game belongs to another game.</source>
        <translation>This saved game belongs to another game.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This saved game is for a game this version does not have.</source>
        <translation>This saved game is for a game this version does not have.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The players or settings in this saved game are not valid.</source>
        <translation>The players or settings in this saved game are not valid.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This saved game has a computer player this version does not have: {bot}.</source>
        <translation>This saved game has a computer player this version does not have: {bot}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move {move} of {total} in this saved game breaks the rules, so the game cannot be replayed.</source>
        <translation>Move {move} of {total} in this saved game breaks the rules, so the game cannot be replayed.</translation>
    </message>
</context>
<context>
    <name>ScoreDialog</name>
    <message>
        <location filename="../views/kit/scoreboard.py" line="+70"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins!</source>
        <translation>%1 wins!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shared win: %1</source>
        <translation>Shared win: %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location line="+117"/>
        <source>Final scores</source>
        <translation>Final scores</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The energy lesson</source>
        <translation>The energy lesson</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Close</source>
        <translation>Close</translation>
    </message>
</context>
<context>
    <name>SeatWords</name>
    <message>
        <location filename="../views/kit/narration.py" line="+85"/>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../commands/lesson.py" line="+89"/>
        <location filename="../views/kit/narration.py" line="+1"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location filename="../views/kit/narration.py" line="+1"/>
        <source>Computer (random)</source>
        <translation>Computer (random)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer (beginner)</source>
        <translation>Computer (beginner)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer (expert)</source>
        <translation>Computer (expert)</translation>
    </message>
</context>
<context>
    <name>SoundMenu</name>
    <message>
        <location filename="../views/kit/sound.py" line="+225"/>
        <source>&amp;Sound</source>
        <translation>&amp;Sound</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sound &amp;on</source>
        <translation>Sound &amp;on</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quiet</source>
        <translation>Quiet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Medium</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loud</source>
        <translation>Loud</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sound in &amp;Classroom mode (off unless chosen)</source>
        <translation>Sound in &amp;Classroom mode (off unless chosen)</translation>
    </message>
</context>
<context>
    <name>UnfinishedGames</name>
    <message>
        <location filename="../views/unfinished_games.py" line="+39"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players unknown</source>
        <translation>Players unknown</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>today, {time}</source>
        <translation>today, {time}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>yesterday, {time}</source>
        <translation>yesterday, {time}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{date}, {time}</source>
        <translation>{date}, {time}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>1 move</source>
        <translation>1 move</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{moves} moves</source>
        <translation>{moves} moves</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Round {round} · {moves}</source>
        <translation>Round {round} · {moves}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Last changed {when}</source>
        <translation>Last changed {when}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{progress} · last played {when}</source>
        <translation>{progress} · last played {when}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open in another Energy Table window: continue it there.</source>
        <translation>Open in another Energy Table window: continue it there.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Unfinished games: {game}</source>
        <translation>Unfinished games: {game}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose a game to go on where it was left.</source>
        <translation>Choose a game to go on where it was left.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>No unfinished games are left.</source>
        <translation>No unfinished games are left.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Continue</source>
        <translation>Continue</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Continue the game of {players}</source>
        <translation>Continue the game of {players}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Remove…</source>
        <translation>Remove…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Remove the game of {players}</source>
        <translation>Remove the game of {players}</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Remove the unfinished game of {players}?</source>
        <translation>Remove the unfinished game of {players}?</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+26"/>
        <source>Remove an unfinished game</source>
        <translation>Remove an unfinished game</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>A removed game cannot be brought back.</source>
        <translation>A removed game cannot be brought back.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove the game</source>
        <translation>Remove the game</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep it</source>
        <translation>Keep it</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>This game could not be removed (it is open in another window, or its folder is read-only).</source>
        <translation>This game could not be removed (it is open in another window, or its folder is read-only).</translation>
    </message>
</context>
</TS>
