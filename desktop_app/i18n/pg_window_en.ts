<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>PowerGridHints</name>
    <message>
        <location filename="../views/power_grid/hints.py" line="+61"/>
        <source>Choose plant %1 and start its auction at %2.</source>
        <translation>Choose plant %1 and start its auction at %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose plant %1, set the opening bid to %2 and start the auction.</source>
        <translation>Choose plant %1, set the opening bid to %2 and start the auction.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Press &quot;%1&quot; and keep your money for later rounds.</source>
        <translation>Press &quot;%1&quot; and keep your money for later rounds.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Bid %1 on plant %2.</source>
        <translation>Bid %1 on plant %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pass on plant %1: bid no more for it.</source>
        <translation>Pass on plant %1: bid no more for it.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose plant %1 and scrap it.</source>
        <translation>Choose plant %1 and scrap it.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Buy no more fuel this round: press &quot;%1&quot;.</source>
        <translation>Buy no more fuel this round: press &quot;%1&quot;.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Build no more this round: press &quot;%1&quot;.</source>
        <translation>Build no more this round: press &quot;%1&quot;.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Buy %1: set %2 to %3, then press &quot;%4&quot;.</source>
        <translation>Buy %1: set %2 to %3, then press &quot;%4&quot;.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Build your first house in %1 for %2: click it on the map, then press &quot;%3&quot;.</source>
        <translation>Build your first house in %1 for %2: click it on the map, then press &quot;%3&quot;.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Build in %1 for %2 (house %3 + cable %4): click it on the map, then press &quot;%5&quot;.</source>
        <translation>Build in %1 for %2 (house %3 + cable %4): click it on the map, then press &quot;%5&quot;.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Run no plant: press &quot;%1&quot;.</source>
        <translation>Run no plant: press &quot;%1&quot;.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Untick every plant, then press &quot;%1&quot;.</source>
        <translation>Untick every plant, then press &quot;%1&quot;.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Run plant(s) %1 (%2): press &quot;%3&quot;.</source>
        <translation>Run plant(s) %1 (%2): press &quot;%3&quot;.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tick only plant(s) %1 (%2), then press &quot;%3&quot;.</source>
        <translation>Tick only plant(s) %1 (%2), then press &quot;%3&quot;.</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>Buy %1.</source>
        <translation>Buy %1.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Build in %1.</source>
        <translation>Build in %1.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Run plant(s) %1.</source>
        <translation>Run plant(s) %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>burning %1</source>
        <translation>burning %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no fuel needed</source>
        <translation>no fuel needed</translation>
    </message>
</context>
<context>
    <name>PowerGridNewGameDialog</name>
    <message>
        <location filename="../views/power_grid/new_game_dialog.py" line="+50"/>
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
        <location filename="../views/power_grid/window.py" line="+82"/>
        <source>Power Grid: the map</source>
        <translation>Power Grid: the map</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power Grid: the markets and the turn order</source>
        <translation>Power Grid: the markets and the turn order</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Show the &amp;map or the markets</source>
        <translation>Show the &amp;map or the markets</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Power Grid — Energy Table</source>
        <translation>Power Grid — Energy Table</translation>
    </message>
    <message>
        <location line="+12"/>
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
        <location line="+47"/>
        <source>Nothing to undo: a new card was revealed or another player has moved.</source>
        <translation>Nothing to undo: a new card was revealed or another player has moved.</translation>
    </message>
</context>
</TS>
