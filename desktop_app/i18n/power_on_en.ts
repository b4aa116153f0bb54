<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>PowerOnActionPanel</name>
    <message>
        <location filename="../views/power_on/panels.py" line="+209"/>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The scores are in the window over the table.</source>
        <translation>The scores are in the window over the table.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is thinking…</source>
        <translation>%1 is thinking…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer players move on their own. Pause or step them in the Computer players menu.</source>
        <translation>Computer players move on their own. Pause or step them in the Computer players menu.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Pass the computer to %1</source>
        <translation>Pass the computer to %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone else, please look away: %1&apos;s cards are about to show.</source>
        <translation>Everyone else, please look away: %1&apos;s cards are about to show.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I am %1: show my cards</source>
        <translation>I am %1: show my cards</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2 action point(s) left</source>
        <translation>%1: %2 action point(s) left</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draw the top card of the deck (1 point)</source>
        <translation>Draw the top card of the deck (1 point)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Or click a face-up card on the table to take it (1 point).</source>
        <translation>Or click a face-up card on the table to take it (1 point).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your hand is full: you cannot take cards.</source>
        <translation>Your hand is full: you cannot take cards.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Build %1 (1 point)</source>
        <translation>Build %1 (1 point)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play %1 (1 point)</source>
        <translation>Play %1 (1 point)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click a card in your hand to build it, play it, or pay with it.</source>
        <translation>Click a card in your hand to build it, play it, or pay with it.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End my actions</source>
        <translation>End my actions</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Generate (1 point; the cards listed are paid):</source>
        <translation>Generate (1 point; the cards listed are paid):</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Run %1 × %2 — pay: %3</source>
        <translation>Run %1 × %2 — pay: %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Run the %1 plants (free)</source>
        <translation>Run the %1 plants (free)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Stack %1 carbon token(s)</source>
        <translation>Stack %1 carbon token(s)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move the mouse over the tower to aim, turn the token with the wheel (or the arrow keys), and click (or press Space) to drop it. If any token falls off, the tower collapses.</source>
        <translation>Move the mouse over the tower to aim, turn the token with the wheel (or the arrow keys), and click (or press Space) to drop it. If any token falls off, the tower collapses.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drop the token</source>
        <translation>Drop the token</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The tower fell! %1, discard one card</source>
        <translation>The tower fell! %1, discard one card</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a card in your hand, or a button below.</source>
        <translation>Click a card in your hand, or a button below.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Light a city with %1 power</source>
        <translation>Light a city with %1 power</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not enough power for any city this turn.</source>
        <translation>Not enough power for any city this turn.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Light %1 (needs %2 power, %3 ★)</source>
        <translation>Light %1 (needs %2 power, %3 ★)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Light no city, end my turn</source>
        <translation>Light no city, end my turn</translation>
    </message>
</context>
<context>
    <name>PowerOnBoardView</name>
    <message>
        <location filename="../views/power_on/board_view.py" line="+113"/>
        <source>power = deck&apos;s back number</source>
        <translation>power = deck&apos;s back number</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>power %1 · carbon %2</source>
        <translation>power %1 · carbon %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cities to light</source>
        <translation>Cities to light</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>City cards left</source>
        <translation>City cards left</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deck</source>
        <translation>Deck</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cards</source>
        <translation>%1 cards</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The number on the top card&apos;s back is what solar and wind plants give now.</source>
        <translation>The number on the top card&apos;s back is what solar and wind plants give now.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Face-up cards (take one for 1 action point)</source>
        <translation>Face-up cards (take one for 1 action point)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1&apos;s hand</source>
        <translation>%1&apos;s hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s hand: no cards</source>
        <translation>%1&apos;s hand: no cards</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Action points left</source>
        <translation>Action points left</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power this turn</source>
        <translation>Power this turn</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>computer</source>
        <translation>computer</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>1 card in hand</source>
        <translation>1 card in hand</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 cards in hand</source>
        <translation>%1 cards in hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>misses next turn</source>
        <translation>misses next turn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>misses the next %1 turns</source>
        <translation>misses the next %1 turns</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no plants yet</source>
        <translation>no plants yet</translation>
    </message>
</context>
<context>
    <name>PowerOnNewGameDialog</name>
    <message>
        <location filename="../views/power_on/new_game_dialog.py" line="+52"/>
        <source>New game: Power On!</source>
        <translation>New game: Power On!</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Human (hot-seat)</source>
        <translation>Human (hot-seat)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer: beginner (shaky hand)</source>
        <translation>Computer: beginner (shaky hand)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer: expert (steady hand)</source>
        <translation>Computer: expert (steady hand)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat %1</source>
        <translation>Seat %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The carbon tower</source>
        <translation>The carbon tower</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stack the tokens by hand</source>
        <translation>Stack the tokens by hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No dexterity: the computer stacks for you</source>
        <translation>No dexterity: the computer stacks for you</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop each carbon token on the tower with the mouse or the keys; if one falls off, the tower collapses.</source>
        <translation>Drop each carbon token on the tower with the mouse or the keys; if one falls off, the tower collapses.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>For players who find the mouse hard: each token may topple the tower, more likely the taller it is.</source>
        <translation>For players who find the mouse hard: each token may topple the tower, more likely the taller it is.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Player %1</source>
        <translation>Player %1</translation>
    </message>
</context>
<context>
    <name>PowerOnScoreboard</name>
    <message>
        <location filename="../views/power_on/narration.py" line="+145"/>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 wins!</source>
        <translation>%1 wins!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shared win: %1</source>
        <translation>Shared win: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stars</source>
        <translation>Stars</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cities</source>
        <translation>Cities</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Function cards</source>
        <translation>Function cards</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Carbon stacked</source>
        <translation>Carbon stacked</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Towers toppled</source>
        <translation>Towers toppled</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Power by source is in the middle columns. Coal and gas gave %1% of all the power and put %2 carbon tokens on the tower; nuclear, sun, wind and water put none. A taller tower is harder to keep standing: that is why cleaner power matters.</source>
        <translation>Power by source is in the middle columns. Coal and gas gave %1% of all the power and put %2 carbon tokens on the tower; nuclear, sun, wind and water put none. A taller tower is harder to keep standing: that is why cleaner power matters.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Close</source>
        <translation>Close</translation>
    </message>
</context>
<context>
    <name>PowerOnWindow</name>
    <message>
        <location filename="../views/power_on/window.py" line="+65"/>
        <source>Power On! — Energy Table</source>
        <translation>Power On! — Energy Table</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Undone.</source>
        <translation>Undone.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Carbon tower: %1 high</source>
        <translation>Carbon tower: %1 high</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 tokens left in the supply</source>
        <translation>%1 tokens left in the supply</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stacked by chance</source>
        <translation>Stacked by chance</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no-dexterity tower</source>
        <translation>no-dexterity tower</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to play</source>
        <translation>%1 to play</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Nothing to undo: a card turned up, a token was dropped, or another player has moved.</source>
        <translation>Nothing to undo: a card turned up, a token was dropped, or another player has moved.</translation>
    </message>
</context>
<context>
    <name>PowerOnWords</name>
    <message>
        <location filename="../views/power_on/narration.py" line="-127"/>
        <source>%1 draws a card from the deck.</source>
        <translation>%1 draws a card from the deck.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 takes %2 from the face-up cards.</source>
        <translation>%1 takes %2 from the face-up cards.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 builds a %2.</source>
        <translation>%1 builds a %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 plays %2.</source>
        <translation>%1 plays %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%n card(s)</source>
        <translation>%n card(s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 runs %n %2 plant(s), paying %3.</source>
        <translation>%1 runs %n %2 plant(s), paying %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 runs the %2 plants.</source>
        <translation>%1 runs the %2 plants.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 ends the actions.</source>
        <translation>%1 ends the actions.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 discards %2.</source>
        <translation>%1 discards %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 lights up %2!</source>
        <translation>%1 lights up %2!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lights no city this turn.</source>
        <translation>%1 lights no city this turn.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 gets %2 power from %3.</source>
        <translation>%1 gets %2 power from %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The carbon tower (%n token(s)) falls! %1 gets no power and misses the next turn.</source>
        <translation>The carbon tower (%n token(s)) falls! %1 gets no power and misses the next turn.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The carbon supply ran out: %n token(s) come off the tower to be stacked again.</source>
        <translation>The carbon supply ran out: %n token(s) come off the tower to be stacked again.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 misses this turn.</source>
        <translation>%1 misses this turn.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game over: %1 wins!</source>
        <translation>Game over: %1 wins!</translation>
    </message>
</context>
</TS>
