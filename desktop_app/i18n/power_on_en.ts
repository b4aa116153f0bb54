<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>PlayerAidDialog</name>
    <message>
        <location filename="../views/power_on/aid_dialog.py" line="+54"/>
        <source>Player aid — Power On!</source>
        <translation>Player aid — Power On!</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Your turn: %1 action points</source>
        <translation>Your turn: %1 action points</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Spend them on the actions below, in any order; an action may be repeated. Each costs %1 action point.</source>
        <translation>Spend them on the actions below, in any order; an action may be repeated. Each costs %1 action point.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 action point</source>
        <translation>%1 action point</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 action points</source>
        <translation>%1 action points</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draw</source>
        <translation>Draw</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take the deck&apos;s top card or one face-up card. Not with %1 cards in hand (the hand limit).</source>
        <translation>Take the deck&apos;s top card or one face-up card. Not with %1 cards in hand (the hand limit).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build a plant card in front of you, or play a function card: do what it says, then discard it.</source>
        <translation>Build a plant card in front of you, or play a function card: do what it says, then discard it.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Generate</source>
        <translation>Generate</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run unused plants of one type: coal, gas or nuclear, as many as you pay for. Each plant runs once a turn.</source>
        <translation>Run unused plants of one type: coal, gas or nuclear, as many as you pay for. Each plant runs once a turn.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Free</source>
        <translation>Free</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solar, wind and hydro plants run at any time in your turn.</source>
        <translation>Solar, wind and hydro plants run at any time in your turn.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no action point</source>
        <translation>no action point</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Generating power (per plant run)</source>
        <translation>Generating power (per plant run)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Plant</source>
        <translation>Plant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power</source>
        <translation>Power</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Carbon tokens</source>
        <translation>Carbon tokens</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fuel</source>
        <translation>Fuel</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>* Solar and wind: each plant gives the number (%1–%2) on the back of the deck&apos;s top card.</source>
        <translation>* Solar and wind: each plant gives the number (%1–%2) on the back of the deck&apos;s top card.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Lighting a city</source>
        <translation>Lighting a city</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After your actions, take cities from the row whose power needs add up to at most the power you generated this turn.</source>
        <translation>After your actions, take cities from the row whose power needs add up to at most the power you generated this turn.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>After your actions, take one city from the row whose power need is at most the power you generated this turn.</source>
        <translation>After your actions, take one city from the row whose power need is at most the power you generated this turn.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 Then your plants are reset and unused power is lost.</source>
        <translation>%1 Then your plants are reset and unused power is lost.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>, plus 1 %1 card as the waste barrel (hand cards cannot replace it)</source>
        <translation>, plus 1 %1 card as the waste barrel (hand cards cannot replace it)</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>The carbon tower</source>
        <translation>The carbon tower</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stack the tokens %1 at a time, at any angle, on the one shared tower.</source>
        <translation>Stack the tokens %1 at a time, at any angle, on the one shared tower.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A new tower&apos;s first token lies on the table where you put it: it cannot fall.</source>
        <translation>A new tower&apos;s first token lies on the table where you put it: it cannot fall.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A token falls: those plants give no power, you miss %1 turn per collapse, every other player discards %2 card, and the tower is cleared.</source>
        <translation>A token falls: those plants give no power, you miss %1 turn per collapse, every other player discards %2 card, and the tower is cleared.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>none (free)</source>
        <translation>none (free)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>discard %1 hand card</source>
        <translation>discard %1 hand card</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 %1 card or %2 hand cards</source>
        <translation>1 %1 card or %2 hand cards</translation>
    </message>
</context>
<context>
    <name>PowerOnActionPanel</name>
    <message>
        <location filename="../views/power_on/panels.py" line="+255"/>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The scores are in the window over the table.</source>
        <translation>The scores are in the window over the table.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is thinking…</source>
        <translation>%1 is thinking…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Computer players move on their own. Pause or step them in the Computer players menu.</source>
        <translation>Computer players move on their own. Pause or step them in the Computer players menu.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Pass the computer to %1</source>
        <translation>Pass the computer to %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everyone else, please look away: %1&apos;s cards are about to show.</source>
        <translation>Everyone else, please look away: %1&apos;s cards are about to show.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I am %1: show my cards</source>
        <translation>I am %1: show my cards</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: %2 action point(s) left</source>
        <translation>%1: %2 action point(s) left</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Draw the top card of the deck (1 point)</source>
        <translation>Draw the top card of the deck (1 point)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Or click a face-up card on the table to take it (1 point).</source>
        <translation>Or click a face-up card on the table to take it (1 point).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your hand is full: you cannot take cards.</source>
        <translation>Your hand is full: you cannot take cards.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 (⚡%2)</source>
        <translation>%1 (⚡%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Power now: %1 — in reach: %2.</source>
        <translation>Power now: %1 — in reach: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Power now: %1 — no city in reach yet.</source>
        <translation>Power now: %1 — no city in reach yet.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Build or play the chosen card</source>
        <translation>Build or play the chosen card</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build %1 (1 point)</source>
        <translation>Build %1 (1 point)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play %1 (1 point)</source>
        <translation>Play %1 (1 point)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>…or pay: %1</source>
        <translation>…or pay: %1</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Yes, end my turn without a city</source>
        <translation>Yes, end my turn without a city</translation>
    </message>
    <message>
        <location line="-145"/>
        <source>Click a card in your hand to build it, play it, or pay with it.</source>
        <translation>Click a card in your hand to build it, play it, or pay with it.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>End my actions</source>
        <translation>End my actions</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Generate (1 point; the cards listed are paid):</source>
        <translation>Generate (1 point; the cards listed are paid):</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Run %1 × %2 — pay: %3</source>
        <translation>Run %1 × %2 — pay: %3</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Run the %1 plants (free)</source>
        <translation>Run the %1 plants (free)</translation>
    </message>
    <message>
        <location line="-131"/>
        <source>Stack %1 carbon token(s)</source>
        <translation>Stack %1 carbon token(s)</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>There is no tower yet: drop the first token anywhere on the table (the mouse or the arrow keys, then a click or Space). It cannot fall; the tower is built on it.</source>
        <translation>There is no tower yet: drop the first token anywhere on the table (the mouse or the arrow keys, then a click or Space). It cannot fall; the tower is built on it.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Move the mouse over the tower to aim, turn the token with the wheel (or the arrow keys), and click (or press Space) to drop it. If any token falls off, the tower collapses.</source>
        <translation>Move the mouse over the tower to aim, turn the token with the wheel (or the arrow keys), and click (or press Space) to drop it. If any token falls off, the tower collapses.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Drop the token</source>
        <translation>Drop the token</translation>
    </message>
    <message>
        <location line="-144"/>
        <source>The tower fell! %1, discard one card</source>
        <translation>The tower fell! %1, discard one card</translation>
    </message>
    <message>
        <location line="+147"/>
        <source>Click a card in your hand, or a button below.</source>
        <translation>Click a card in your hand, or a button below.</translation>
    </message>
    <message>
        <location line="-141"/>
        <source>Light a city with %1 power</source>
        <translation>Light a city with %1 power</translation>
    </message>
    <message>
        <location line="+150"/>
        <source>Click a lit-up city on the table, or a button below.</source>
        <translation>Click a lit-up city on the table, or a button below.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not enough power for any city this turn.</source>
        <translation>Not enough power for any city this turn.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Light %1 (needs %2 power, %3 ★)</source>
        <translation>Light %1 (needs %2 power, %3 ★)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Light no city, end my turn</source>
        <translation>Light no city, end my turn</translation>
    </message>
</context>
<context>
    <name>PowerOnBoardView</name>
    <message>
        <location filename="../views/power_on/board_view.py" line="+114"/>
        <source>Power On! table</source>
        <translation>Power On! table</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cities to light, the deck, the face-up cards, every player&apos;s plants and your hand. Tab goes from part to part, the arrow keys along a part; Enter chooses.</source>
        <translation>The cities to light, the deck, the face-up cards, every player&apos;s plants and your hand. Tab goes from part to part, the arrow keys along a part; Enter chooses.</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>power = deck&apos;s back number</source>
        <translation>power = deck&apos;s back number</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>power %1 · carbon %2</source>
        <translation>power %1 · carbon %2</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Cities to light</source>
        <translation>Cities to light</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>City cards left</source>
        <translation>City cards left</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 city cards left. The game ends when the row of 3 cities cannot be filled again.</source>
        <translation>%1 city cards left. The game ends when the row of 3 cities cannot be filled again.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deck</source>
        <translation>Deck</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cards</source>
        <translation>%1 cards</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The number on the top card&apos;s back is what solar and wind plants give now.</source>
        <translation>The number on the top card&apos;s back is what solar and wind plants give now.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Discard pile (%1 cards). On top: %2</source>
        <translation>Discard pile (%1 cards). On top: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: needs %2 power (⚡) this turn; worth %3 ★ (points).</source>
        <translation>%1: needs %2 power (⚡) this turn; worth %3 ★ (points).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Click to light %1.</source>
        <translation>Click to light %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Face-up cards (take one for 1 action point)</source>
        <translation>Face-up cards (take one for 1 action point)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1&apos;s hand</source>
        <translation>%1&apos;s hand</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s hand: no cards</source>
        <translation>%1&apos;s hand: no cards</translation>
    </message>
    <message>
        <location filename="../views/power_on/player_rows.py" line="+48"/>
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
        <location line="+36"/>
        <source>%1&apos;s turn, round %2.</source>
        <translation>%1&apos;s turn, round %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Action points left: %1 (blue discs). Taking, building, playing and generating cost 1 each.</source>
        <translation>Action points left: %1 (blue discs). Taking, building, playing and generating cost 1 each.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Power this turn: %1 (⚡). A city needing at most this can be lit after the actions.</source>
        <translation>Power this turn: %1 (⚡). A city needing at most this can be lit after the actions.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>★ %1: stars from the cities lit (the points)</source>
        <translation>★ %1: stars from the cities lit (the points)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Carbon tokens this player stacked on the tower: %1</source>
        <translation>Carbon tokens this player stacked on the tower: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards in hand: %1</source>
        <translation>Cards in hand: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 × %2 plant</source>
        <translation>%1 × %2 plant</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A raised plant with a yellow ring has run this turn.</source>
        <translation>A raised plant with a yellow ring has run this turn.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>computer</source>
        <translation>computer</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>1 card in hand</source>
        <translation>1 card in hand</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cards in hand</source>
        <translation>%1 cards in hand</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>misses next turn</source>
        <translation>misses next turn</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>misses the next %1 turns</source>
        <translation>misses the next %1 turns</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no plants yet</source>
        <translation>no plants yet</translation>
    </message>
</context>
<context>
    <name>PowerOnHintWords</name>
    <message>
        <location filename="../views/power_on/hints.py" line="+61"/>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Draw the top card of the deck (1 action point).</source>
        <translation>Draw the top card of the deck (1 action point).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take %1 from the face-up cards (1 action point).</source>
        <translation>Take %1 from the face-up cards (1 action point).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Build your %1: click it in your hand, then its Build button (1 action point).</source>
        <translation>Build your %1: click it in your hand, then its Build button (1 action point).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play your %1: click it in your hand, then its Play button (1 action point).</source>
        <translation>Play your %1: click it in your hand, then its Play button (1 action point).</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>End your actions now.</source>
        <translation>End your actions now.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>End your turn without a city: press the ringed button twice (your %1 power is lost).</source>
        <translation>End your turn without a city: press the ringed button twice (your %1 power is lost).</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Run %n %1 plant(s), paying %2 (1 action point).</source>
        <translation>Run %n %1 plant(s), paying %2 (1 action point).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Click those cards in your hand first, then the ringed button.</source>
        <translation>Click those cards in your hand first, then the ringed button.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Run your %1 plants (free: no action point).</source>
        <translation>Run your %1 plants (free: no action point).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Drop the first token on the table: it cannot fall.</source>
        <translation>Drop the first token on the table: it cannot fall.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop the token over the middle of the top token, lying flat.</source>
        <translation>Drop the token over the middle of the top token, lying flat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discard your %1.</source>
        <translation>Discard your %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Light no city and end your turn.</source>
        <translation>Light no city and end your turn.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Light %1 (needs %2 power, %3 ★).</source>
        <translation>Light %1 (needs %2 power, %3 ★).</translation>
    </message>
</context>
<context>
    <name>PowerOnLegend</name>
    <message>
        <location filename="../views/power_on/legend.py" line="+67"/>
        <source>⚡ Power. On a city card: the power it needs. In the turn box: the power made this turn. After your actions, light one city whose need this power meets; power not used is lost.</source>
        <translation>⚡ Power. On a city card: the power it needs. In the turn box: the power made this turn. After your actions, light one city whose need this power meets; power not used is lost.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>★ Stars: a city&apos;s points. When the city row cannot be filled again, the most stars wins.</source>
        <translation>★ Stars: a city&apos;s points. When the city row cannot be filled again, the most stars wins.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Carbon token: coal and gas plants stack these on the carbon tower when they run. If a token falls, the tower collapses: no power, and a missed turn.</source>
        <translation>Carbon token: coal and gas plants stack these on the carbon tower when they run. If a token falls, the tower collapses: no power, and a missed turn.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The deck&apos;s top card shows a number (0-2) on its back: what each solar or wind plant gives now.</source>
        <translation>The deck&apos;s top card shows a number (0-2) on its back: what each solar or wind plant gives now.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Action points (blue discs): 3 a turn. Taking a card, building or playing one, and generating cost 1.</source>
        <translation>Action points (blue discs): 3 a turn. Taking a card, building or playing one, and generating cost 1.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: free to run; gives the deck top&apos;s back number in power.</source>
        <translation>%1: free to run; gives the deck top&apos;s back number in power.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: free to run; gives %2 power.</source>
        <translation>%1: free to run; gives %2 power.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: gives %2 power, stacks %3 carbon tokens; pay by discarding 1 card.</source>
        <translation>%1: gives %2 power, stacks %3 carbon tokens; pay by discarding 1 card.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: gives %2 power, stacks %3 carbon tokens; pay with a natural gas card or 2 cards.</source>
        <translation>%1: gives %2 power, stacks %3 carbon tokens; pay with a natural gas card or 2 cards.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: gives %2 power, no carbon; pay with uranium (or 2 cards) and a waste barrel.</source>
        <translation>%1: gives %2 power, no carbon; pay with uranium (or 2 cards) and a waste barrel.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Natural gas card: fuel for one gas plant (a pale blue band).</source>
        <translation>Natural gas card: fuel for one gas plant (a pale blue band).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Uranium or waste barrel card: either fuel or the waste barrel for a nuclear plant, not both.</source>
        <translation>Uranium or waste barrel card: either fuel or the waste barrel for a nuclear plant, not both.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Function card (a bulb): play it for 1 point, carry out what it says, then it is discarded.</source>
        <translation>Function card (a bulb): play it for 1 point, carry out what it says, then it is discarded.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A plant raised with a yellow ring has run this turn.</source>
        <translation>A plant raised with a yellow ring has run this turn.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A city edged in blue can be lit now: click it.</source>
        <translation>A city edged in blue can be lit now: click it.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A card edged in blue is chosen in your hand: build it, play it, or pay with it.</source>
        <translation>A card edged in blue is chosen in your hand: build it, play it, or pay with it.</translation>
    </message>
</context>
<context>
    <name>PowerOnNewGameDialog</name>
    <message>
        <location filename="../views/power_on/new_game_dialog.py" line="+26"/>
        <source>Computer: beginner (makes mistakes)</source>
        <translation>Computer: beginner (makes mistakes)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The carbon tower</source>
        <translation>The carbon tower</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Stack the tokens by hand</source>
        <translation>Stack the tokens by hand</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drop each carbon token on the tower with the mouse or the keys; if one falls off, the tower collapses.</source>
        <translation>Drop each carbon token on the tower with the mouse or the keys; if one falls off, the tower collapses.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No dexterity: the computer stacks for you</source>
        <translation>No dexterity: the computer stacks for you</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>For players who find the mouse hard: each token may topple the tower, more likely the taller it is.</source>
        <translation>For players who find the mouse hard: each token may topple the tower, more likely the taller it is.</translation>
    </message>
</context>
<context>
    <name>PowerOnReasons</name>
    <message>
        <location filename="../views/power_on/reasons.py" line="+18"/>
        <source>After your actions, light one city whose ⚡ need is at most this turn&apos;s power. Power not used is lost when the turn ends.</source>
        <translation>After your actions, light one city whose ⚡ need is at most this turn&apos;s power. Power not used is lost when the turn ends.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is lit after your actions: spend your action points or press “End my actions”, then click %1.</source>
        <translation>%1 is lit after your actions: spend your action points or press “End my actions”, then click %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 needs %2 power; you have %3 this turn.</source>
        <translation>%1 needs %2 power; you have %3 this turn.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only the player whose turn it is lights a city, after their actions.</source>
        <translation>Only the player whose turn it is lights a city, after their actions.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose one card to build or play (1 point each). With %n cards chosen, they can only pay for running plants.</source>
        <translation>Choose one card to build or play (1 point each). With %n cards chosen, they can only pay for running plants.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 is fuel: it is not played; it pays for running a gas or nuclear plant.</source>
        <translation>%1 is fuel: it is not played; it pays for running a gas or nuclear plant.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+33"/>
        <source>No action points left: light a city or end your turn.</source>
        <translation>No action points left: light a city or end your turn.</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Your %1 power lights no city and is lost when your turn ends. Press again to end your turn anyway.</source>
        <translation>Your %1 power lights no city and is lost when your turn ends. Press again to end your turn anyway.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The deck&apos;s top card now shows %1 (it was %2): each solar or wind plant run now gives %1 power.</source>
        <translation>The deck&apos;s top card now shows %1 (it was %2): each solar or wind plant run now gives %1 power.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your hand is full (%1 cards): you cannot take another card.</source>
        <translation>Your hand is full (%1 cards): you cannot take another card.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There are no cards left to draw.</source>
        <translation>There are no cards left to draw.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That card is not among the face-up cards.</source>
        <translation>That card is not among the face-up cards.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not now: finish the step the panel shows first.</source>
        <translation>Not now: finish the step the panel shows first.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules do not allow that now.</source>
        <translation>The rules do not allow that now.</translation>
    </message>
</context>
<context>
    <name>PowerOnScoreboard</name>
    <message>
        <location filename="../views/power_on/scoreboard.py" line="+63"/>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Stars</source>
        <translation>Stars</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cities</source>
        <translation>Cities</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Power made by this source</source>
        <translation>Power made by this source</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Function cards</source>
        <translation>Function cards</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Carbon stacked</source>
        <translation>Carbon stacked</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Towers toppled</source>
        <translation>Towers toppled</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Power by source is in the middle columns. Coal and gas gave %1% of all the power and put %2 carbon tokens on the tower; nuclear, sun, wind and water put none. A taller tower is harder to keep standing: that is why cleaner power matters.</source>
        <translation>Power by source is in the middle columns. Coal and gas gave %1% of all the power and put %2 carbon tokens on the tower; nuclear, sun, wind and water put none. A taller tower is harder to keep standing: that is why cleaner power matters.</translation>
    </message>
</context>
<context>
    <name>PowerOnWindow</name>
    <message>
        <location filename="../views/power_on/window.py" line="+88"/>
        <source>Power On! — Energy Table</source>
        <translation>Power On! — Energy Table</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Player aid</source>
        <translation>Player aid</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The turn&apos;s options and costs, as on the box&apos;s player aid card (%1)</source>
        <translation>The turn&apos;s options and costs, as on the box&apos;s player aid card (%1)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Player &amp;aid…</source>
        <translation>Player &amp;aid…</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>Coal and gas plants stack carbon tokens here when they run. If a token falls, the tower collapses: the player gets no power and misses a turn.</source>
        <translation>Coal and gas plants stack carbon tokens here when they run. If a token falls, the tower collapses: the player gets no power and misses a turn.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Carbon tower: %1 high</source>
        <translation>Carbon tower: %1 high</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 tokens left in the supply</source>
        <translation>%1 tokens left in the supply</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <location line="+9"/>
        <source>Nothing to undo: a card turned up, a token was dropped, or another player has moved.</source>
        <translation>Nothing to undo: a card turned up, a token was dropped, or another player has moved.</translation>
    </message>
</context>
<context>
    <name>PowerOnWords</name>
    <message>
        <location filename="../views/power_on/narration.py" line="+49"/>
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
        <location line="+3"/>
        <source>%1 runs %n %2 plant(s), paying %3.</source>
        <translation>%1 runs %n %2 plant(s), paying %3.</translation>
    </message>
    <message>
        <location line="+7"/>
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
        <location line="+8"/>
        <source>%1 lights up %2!</source>
        <translation>%1 lights up %2!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lights no city this turn.</source>
        <translation>%1 lights no city this turn.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 gets %2 power from %3.</source>
        <translation>%1 gets %2 power from %3.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The carbon tower (%n token(s)) falls! %1 gets no power and misses the next turn.</source>
        <translation>The carbon tower (%n token(s)) falls! %1 gets no power and misses the next turn.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The carbon supply ran out: %n token(s) come off the tower to be stacked again.</source>
        <translation>The carbon supply ran out: %n token(s) come off the tower to be stacked again.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 misses this turn.</source>
        <translation>%1 misses this turn.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No city has been lit for %n round(s), so the game ends here.</source>
        <translation>No city has been lit for %n round(s), so the game ends here.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game over: %1 wins!</source>
        <translation>Game over: %1 wins!</translation>
    </message>
</context>
<context>
    <name>TowerView</name>
    <message>
        <location filename="../views/power_on/tower_view.py" line="+148"/>
        <source>Carbon tower</source>
        <translation>Carbon tower</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When stacking: the arrow keys aim and turn the token, Space drops it; if a token falls, the tower collapses.</source>
        <translation>When stacking: the arrow keys aim and turn the token, Space drops it; if a token falls, the tower collapses.</translation>
    </message>
</context>
</TS>
