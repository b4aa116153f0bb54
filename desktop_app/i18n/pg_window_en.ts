<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>PowerGridNewGameDialog</name>
    <message>
        <location filename="../views/power_grid/new_game_dialog.py" line="+44"/>
        <source>New game: Power Grid</source>
        <translation>New game: Power Grid</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer: beginner</source>
        <translation>Computer: beginner</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ready: %1 players on %2.</source>
        <translation>Ready: %1 players on %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Map:</source>
        <translation>Map:</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Regions in play</source>
        <translation>Regions in play</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Chosen at random</source>
        <translation>Chosen at random</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let me choose</source>
        <translation>Let me choose</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>%1 (up to %2 players)</source>
        <translation>%1 (up to %2 players)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has %2 regions: too few for %3 players.</source>
        <translation>%1 has %2 regions: too few for %3 players.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1. To pick the regions yourself, press &quot;Let me choose&quot;.</source>
        <translation>%1. To pick the regions yourself, press &quot;Let me choose&quot;.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is in play: click to leave it out.</source>
        <translation>%1 is in play: click to leave it out.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is out of play: click to add it.</source>
        <translation>%1 is out of play: click to add it.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This map is too small for %1 players.</source>
        <translation>This map is too small for %1 players.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>These regions do not touch each other: choose %1 neighbouring regions.</source>
        <translation>These regions do not touch each other: choose %1 neighbouring regions.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose %1 regions that touch each other (%2 chosen).</source>
        <translation>Choose %1 regions that touch each other (%2 chosen).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Choose %1 regions that touch each other: click them on the map.</source>
        <translation>Choose %1 regions that touch each other: click them on the map.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game picks %1 regions that touch each other.</source>
        <translation>The game picks %1 regions that touch each other.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 regions, %2 cities, for 2–%3 players</source>
        <translation>%1 regions, %2 cities, for 2–%3 players</translation>
    </message>
</context>
<context>
    <name>PowerGridWindow</name>
    <message>
        <location filename="../views/power_grid/window.py" line="+58"/>
        <source>Power Grid — Energy Table</source>
        <translation>Power Grid — Energy Table</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Phase 2: auction</source>
        <translation>Phase 2: auction</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phase 3: buying resources</source>
        <translation>Phase 3: buying resources</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phase 4: building</source>
        <translation>Phase 4: building</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phase 5: bureaucracy</source>
        <translation>Phase 5: bureaucracy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 · Step %2 · %3</source>
        <translation>Round %1 · Step %2 · %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to play</source>
        <translation>%1 to play</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Nothing to undo: a new card was revealed or another player has moved.</source>
        <translation>Nothing to undo: a new card was revealed or another player has moved.</translation>
    </message>
</context>
</TS>
