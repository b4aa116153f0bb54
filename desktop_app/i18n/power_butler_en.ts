<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>PowerButlerActionPanel</name>
    <message>
        <location filename="../views/power_butler/panel_words.py" line="+76"/>
        <location filename="../views/power_butler/panels.py" line="+350"/>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <location filename="../views/power_butler/panels.py" line="+1"/>
        <source>The scores are on the scoreboard and under each home.</source>
        <translation>The scores are on the scoreboard and under each home.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer players see only what everyone at the table sees.</source>
        <translation>Computer players see only what everyone at the table sees.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, roll the dice</source>
        <translation>%1, roll the dice</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Dice show money (1, 2 or 3 yuan) or what an appliance needs: fixed space, delivery and installation, or a special socket. Red 3 yuan/! dice also set off an event.</source>
        <translation>Dice show money (1, 2 or 3 yuan) or what an appliance needs: fixed space, delivery and installation, or a special socket. Red 3 yuan/! dice also set off an event.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Dice show money: 1, 2 or 3 yuan (the other faces buy nothing in the simple game). Red 3 yuan/! dice also set off an event.</source>
        <translation>Dice show money: 1, 2 or 3 yuan (the other faces buy nothing in the simple game). Red 3 yuan/! dice also set off an event.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Roll the dice</source>
        <translation>Roll the dice</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>%1, roll again or keep the dice</source>
        <translation>%1, roll again or keep the dice</translation>
    </message>
    <message numerus="yes">
        <location line="+66"/>
        <source>%n reroll(s) left. Choose dice to roll again. Red 3 yuan/! dice are locked on the event markers: the more of them, the further left the event that fires.</source>
        <translation>
            <numerusform>%n reroll left. Choose dice to roll again. Red 3 yuan/! dice are locked on the event markers: the more of them, the further left the event that fires.</numerusform>
            <numerusform>%n rerolls left. Choose dice to roll again. Red 3 yuan/! dice are locked on the event markers: the more of them, the further left the event that fires.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Roll the %n chosen dice again</source>
        <translation>
            <numerusform>Roll the %n chosen die again</numerusform>
            <numerusform>Roll the %n chosen dice again</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click dice to roll them again</source>
        <translation>Click dice to roll them again</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keep these dice</source>
        <translation>Keep these dice</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>If you keep them now: %1 — %2</source>
        <translation>If you keep them now: %1 — %2</translation>
    </message>
    <message>
        <location line="-83"/>
        <source>%1, spend your dice</source>
        <translation>%1, spend your dice</translation>
    </message>
    <message>
        <location line="-219"/>
        <source>Choose yuan dice first, then click the bill.</source>
        <translation>Choose yuan dice first, then click the bill.</translation>
    </message>
    <message numerus="yes">
        <location line="+50"/>
        <source>These dice make %1 yuan, but only %2 are owed: %n yuan would be lost.</source>
        <translation>
            <numerusform>These dice make %1 yuan, but only %2 are owed: %n yuan would be lost.</numerusform>
            <numerusform>These dice make %1 yuan, but only %2 are owed: %n yuan would be lost.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>These dice make %1 yuan for the %2, which costs %3: no change is given, %n yuan would be lost.</source>
        <translation>
            <numerusform>These dice make %1 yuan for the %2, which costs %3: no change is given, %n yuan would be lost.</numerusform>
            <numerusform>These dice make %1 yuan for the %2, which costs %3: no change is given, %n yuan would be lost.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/power_butler/panel_words.py" line="-44"/>
        <source>The %1 needs a &apos;%2&apos; die (or your marker on it): none of your unused dice shows it.</source>
        <translation>The %1 needs a &apos;%2&apos; die (or your marker on it): none of your unused dice shows it.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not enough yuan: it costs %1, the dice make %2 (no change is given).</source>
        <translation>Not enough yuan: it costs %1, the dice make %2 (no change is given).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This turn&apos;s event stops you using &apos;%1&apos; dice.</source>
        <translation>This turn&apos;s event stops you using &apos;%1&apos; dice.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have no unused &apos;%1&apos; die left for that.</source>
        <translation>You have no unused &apos;%1&apos; die left for that.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A chosen die does nothing for that card: choose only the dice it needs.</source>
        <translation>A chosen die does nothing for that card: choose only the dice it needs.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your marker is already on that card.</source>
        <translation>Your marker is already on that card.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That marker was on a card you bought this turn: it comes back when the turn ends.</source>
        <translation>That marker was on a card you bought this turn: it comes back when the turn ends.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Those dice cannot pay for that: a condition marker takes one die of its face, money takes yuan dice.</source>
        <translation>Those dice cannot pay for that: a condition marker takes one die of its face, money takes yuan dice.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That card does not need this marker.</source>
        <translation>That card does not need this marker.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../views/power_butler/panels.py" line="+330"/>
        <source>Your bill is paid up to your usage: there is nothing more to pay.</source>
        <translation>Your bill is paid up to your usage: there is nothing more to pay.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose dice first.</source>
        <translation>Choose dice first.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A red 3 yuan/! die is locked on an event marker and cannot be rolled again.</source>
        <translation>A red 3 yuan/! die is locked on an event marker and cannot be rolled again.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That is not possible at this step.</source>
        <translation>That is not possible at this step.</translation>
    </message>
    <message>
        <location filename="../views/power_butler/panels.py" line="-95"/>
        <source>No die is chosen: click the dice to roll again (red 3 yuan/! dice stay).</source>
        <translation>No die is chosen: click the dice to roll again (red 3 yuan/! dice stay).</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Event: %1 — %2</source>
        <translation>Event: %1 — %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Click dice on the table, then a card or the bill — or just press Buy and the best dice are chosen for you.</source>
        <translation>Click dice on the table, then a card or the bill — or just press Buy and the best dice are chosen for you.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Chosen: %1 yuan</source>
        <translation>Chosen: %1 yuan</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Buy an appliance</source>
        <translation>Buy an appliance</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1
%2 yuan · %3 points</source>
        <translation>%1
%2 yuan · %3 points</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>Pay anyway (lose %n yuan)</source>
        <translation>
            <numerusform>Pay anyway (lose %n yuan)</numerusform>
            <numerusform>Pay anyway (lose %n yuan)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No, choose other dice</source>
        <translation>No, choose other dice</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Electricity bill: %1 unpaid</source>
        <translation>Electricity bill: %1 unpaid</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No unused yuan die is left to pay with.</source>
        <translation>No unused yuan die is left to pay with.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pay %1 yuan of the bill</source>
        <translation>Pay %1 yuan of the bill</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Unused yuan dice could still pay the bill: each unpaid notch costs a point at the end.</source>
        <translation>Unused yuan dice could still pay the bill: each unpaid notch costs a point at the end.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>End my turn</source>
        <translation>End my turn</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Or keep a card for later with a marker</source>
        <translation>Or keep a card for later with a marker</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Money marker on the %1</source>
        <translation>Money marker on the %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 marker on the %2</source>
        <translation>%1 marker on the %2</translation>
    </message>
</context>
<context>
    <name>PowerButlerBoardView</name>
    <message>
        <location filename="../views/power_butler/board_view.py" line="+98"/>
        <source>Power Butler table</source>
        <translation>Power Butler table</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The event row, the dice, the appliance shop, the bill, the usage track and every player&apos;s home. Point at anything for what it means.</source>
        <translation>The event row, the dice, the appliance shop, the bill, the usage track and every player&apos;s home. Point at anything for what it means.</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>Event #%1 &apos;%2&apos;: %3</source>
        <translation>Event #%1 &apos;%2&apos;: %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It fired this turn.</source>
        <translation>It fired this turn.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Events: the card over the leftmost red die happens</source>
        <translation>Events: the card over the leftmost red die happens</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each red 3 yuan/! die rolled goes onto an event-order marker, filling them from the right; the double marker on the far left holds two. When the dice are kept, the event over the leftmost die happens. No red die: no event.</source>
        <translation>Each red 3 yuan/! die rolled goes onto an event-order marker, filling them from the right; the double marker on the far left holds two. When the dice are kept, the event over the leftmost die happens. No red die: no event.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Event-order marker: red 3 yuan/! dice fill these from the right (the far-left one holds two). The card above the leftmost die happens.</source>
        <translation>Event-order marker: red 3 yuan/! dice fill these from the right (the far-left one holds two). The card above the leftmost die happens.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Waiting for the roll.</source>
        <translation>Waiting for the roll.</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+238"/>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message numerus="yes">
        <location line="-233"/>
        <source>%n reroll(s) left. Click dice to roll them again; red 3 yuan/! dice stay.</source>
        <translation>
            <numerusform>%n reroll left. Click dice to roll them again; red 3 yuan/! dice stay.</numerusform>
            <numerusform>%n rerolls left. Click dice to roll them again; red 3 yuan/! dice stay.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Chosen: %1 yuan. Click dice, then a card or the bill.</source>
        <translation>Chosen: %1 yuan. Click dice, then a card or the bill.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dice being spent.</source>
        <translation>Dice being spent.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Dice</source>
        <translation>Dice</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The dice chosen make %1 yuan; the card costs %2 (no change is given).</source>
        <translation>The dice chosen make %1 yuan; the card costs %2 (no change is given).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your unused dice cannot buy it now.</source>
        <translation>Your unused dice cannot buy it now.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click: choose the dice that pay for it; click again to buy.</source>
        <translation>Click: choose the dice that pay for it; click again to buy.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Unpaid bill: %1</source>
        <translation>Unpaid bill: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose yuan dice, then click here to pay.</source>
        <translation>Choose yuan dice, then click here to pay.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1&apos;s bill money</source>
        <translation>%1&apos;s bill money</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bill</source>
        <translation>Bill</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The bill: yuan dice set here pay the electricity bill, one notch of the bill marker per yuan, never past the usage marker (extra yuan are lost). Choose yuan dice, then click here.</source>
        <translation>The bill: yuan dice set here pay the electricity bill, one notch of the bill marker per yuan, never past the usage marker (extra yuan are lost). Choose yuan dice, then click here.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The shop deck. The last-round card lies among its bottom cards: when it turns up, the round is finished and one more round is played.</source>
        <translation>The shop deck. The last-round card lies among its bottom cards: when it turns up, the round is finished and one more round is played.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>unpaid %1</source>
        <translation>unpaid %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>paid ahead %1</source>
        <translation>paid ahead %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: usage %2, bill paid to %3, unpaid %4 (each unpaid notch costs 1 point at the end).</source>
        <translation>%1: usage %2, bill paid to %3, unpaid %4 (each unpaid notch costs 1 point at the end).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Usage track</source>
        <translation>Usage track</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>filled mark: usage · ring: bill paid · red: unpaid</source>
        <translation>filled mark: usage · ring: bill paid · red: unpaid</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The usage track: the filled mark moves up by each appliance&apos;s ⚡ usage; the ring is the bill paid. The gap between them is the unpaid bill, 1 point off per notch at the end.</source>
        <translation>The usage track: the filled mark moves up by each appliance&apos;s ⚡ usage; the ring is the bill paid. The gap between them is the unpaid bill, 1 point off per notch at the end.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 points at the end of the game</source>
        <translation>%1 points at the end of the game</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price: %1 yuan, paid with yuan dice (no change is given)</source>
        <translation>Price: %1 yuan, paid with yuan dice (no change is given)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>⚡ %1: your usage marker moves %1 notches; the bill grows with it</source>
        <translation>⚡ %1: your usage marker moves %1 notches; the bill grows with it</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About %1 kWh a month at home</source>
        <translation>About %1 kWh a month at home</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind: %1 (more kinds at home score a bonus)</source>
        <translation>Kind: %1 (more kinds at home score a bonus)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;%1&apos; is not needed this turn (the event)</source>
        <translation>&apos;%1&apos; is not needed this turn (the event)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Needs a &apos;%1&apos; die, or your %1 marker on the card</source>
        <translation>Needs a &apos;%1&apos; die, or your %1 marker on the card</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>money</source>
        <translation>money</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s %2 marker: kept for buying this card later</source>
        <translation>%1&apos;s %2 marker: kept for buying this card later</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (%2): %3 points · %4 yuan · ⚡ %5 · %6</source>
        <translation>%1 (%2): %3 points · %4 yuan · ⚡ %5 · %6</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+14"/>
        <location line="+20"/>
        <source>%1 kWh/month</source>
        <translation>%1 kWh/month</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>Also needs: %1</source>
        <translation>Also needs: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>%1 points · %n kind(s) (+%3)</source>
        <translation>
            <numerusform>%1 points · %n kind (+%3)</numerusform>
            <numerusform>%1 points · %n kinds (+%3)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last-round card</source>
        <translation>Last-round card</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1&apos;s score: appliances %2 + %n kind(s) %3 − unpaid bill %4 = %5 points</source>
        <translation>
            <numerusform>%1&apos;s score: appliances %2 + %n kind %3 − unpaid bill %4 = %5 points</numerusform>
            <numerusform>%1&apos;s score: appliances %2 + %n kinds %3 − unpaid bill %4 = %5 points</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Their appliances use about %1 kWh a month.</source>
        <translation>Their appliances use about %1 kWh a month.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The last-round card has turned up (it lies before the start player): the game ends after one more round.</source>
        <translation>The last-round card has turned up (it lies before the start player): the game ends after one more round.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2 points · ⚡ %3</source>
        <translation>%1: %2 points · ⚡ %3</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Not your turn: wait for the computer players.</source>
        <translation>Not your turn: wait for the computer players.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll the dice first (the Roll the dice button).</source>
        <translation>Roll the dice first (the Roll the dice button).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards and the bill are paid once the dice are kept (Keep these dice).</source>
        <translation>Cards and the bill are paid once the dice are kept (Keep these dice).</translation>
    </message>
    <message>
        <location filename="../views/power_butler/pictures.py" line="+64"/>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Events — 3 yuan/! dice land on the markers</source>
        <translation>Events — 3 yuan/! dice land on the markers</translation>
    </message>
    <message>
        <location filename="../views/power_butler/board_view.py" line="+5"/>
        <source>This turn: prices %1 lower</source>
        <translation>This turn: prices %1 lower</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This turn: no %1 needed</source>
        <translation>This turn: no %1 needed</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This turn: %1 dice cannot be used</source>
        <translation>This turn: %1 dice cannot be used</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Money</source>
        <translation>Money</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marker back when the turn ends: %1</source>
        <translation>Marker back when the turn ends: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Shop deck: %n card(s)</source>
        <translation>
            <numerusform>Shop deck: %n card</numerusform>
            <numerusform>Shop deck: %n cards</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the last round!</source>
        <translation>the last round!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the last-round card is out: one more round</source>
        <translation>the last-round card is out: one more round</translation>
    </message>
</context>
<context>
    <name>PowerButlerDice</name>
    <message>
        <location line="-423"/>
        <source>Die %1: not rolled yet</source>
        <translation>Die %1: not rolled yet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Die %1: %2</source>
        <translation>Die %1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>locked on an event marker: it cannot be rolled again</source>
        <translation>locked on an event marker: it cannot be rolled again</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>spent this turn</source>
        <translation>spent this turn</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this turn&apos;s event stops this face</source>
        <translation>this turn&apos;s event stops this face</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>chosen</source>
        <translation>chosen</translation>
    </message>
</context>
<context>
    <name>PowerButlerHintWords</name>
    <message>
        <location filename="../views/power_butler/hints.py" line="+83"/>
        <source>Roll the dice</source>
        <translation>Roll the dice</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep these dice: roll no more</source>
        <translation>Keep these dice: roll no more</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End your turn</source>
        <translation>End your turn</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roll again: %1</source>
        <translation>Roll again: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose %n dice (%1), then roll again</source>
        <translation>Choose %n dice (%1), then roll again</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pay %1 yuan of the bill: choose %n dice (%2), then click the bill</source>
        <translation>Pay %1 yuan of the bill: choose %n dice (%2), then click the bill</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Choose %n dice (%1), then click the %2 to buy it</source>
        <translation>Choose %n dice (%1), then click the %2 to buy it</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose %n dice (%1), then put your money marker on the %2</source>
        <translation>Choose %n dice (%1), then put your money marker on the %2</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Pay %1 yuan of the bill (%2)</source>
        <translation>Pay %1 yuan of the bill (%2)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pay %1 yuan (%2) for the %3</source>
        <translation>Pay %1 yuan (%2) for the %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Spend %1 to put your money marker on the %2</source>
        <translation>Spend %1 to put your money marker on the %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Spend a %1 die to put your marker on the %2</source>
        <translation>Spend a %1 die to put your marker on the %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a %1 die, then put your marker on the %2</source>
        <translation>Choose a %1 die, then put your marker on the %2</translation>
    </message>
</context>
<context>
    <name>PowerButlerLegend</name>
    <message>
        <location filename="../views/power_butler/legend.py" line="+64"/>
        <source>Circled number (a card&apos;s top left): the points it scores at the end.</source>
        <translation>Circled number (a card&apos;s top left): the points it scores at the end.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Coin: the price in yuan, paid with yuan dice; no change is given.</source>
        <translation>Coin: the price in yuan, paid with yuan dice; no change is given.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>⚡ and a number: the appliance&apos;s usage. Your usage marker moves that many notches; the bill grows with it.</source>
        <translation>⚡ and a number: the appliance&apos;s usage. Your usage marker moves that many notches; the bill grows with it.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>kWh</source>
        <translation>kWh</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;X kWh/month&apos; (每月 X 度): what the appliance uses at home in a month, a real figure.</source>
        <translation>&apos;X kWh/month&apos; (每月 X 度): what the appliance uses at home in a month, a real figure.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&apos;%1&apos; (a card&apos;s bottom right): the card needs a die of this face, or your marker of it.</source>
        <translation>&apos;%1&apos; (a card&apos;s bottom right): the card needs a die of this face, or your marker of it.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Yuan dice (1, 2 and 3 yuan): money for appliances and the bill.</source>
        <translation>Yuan dice (1, 2 and 3 yuan): money for appliances and the bill.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Red 3 yuan/! die: 3 yuan, and it goes onto an event-order marker (it cannot be rolled again).</source>
        <translation>Red 3 yuan/! die: 3 yuan, and it goes onto an event-order marker (it cannot be rolled again).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Event-order markers: red dice fill them from the right; the event over the leftmost die happens.</source>
        <translation>Event-order markers: red dice fill them from the right; the event over the leftmost die happens.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A player&apos;s shape with a symbol on a card: their purchase marker, holding that condition for them.</source>
        <translation>A player&apos;s shape with a symbol on a card: their purchase marker, holding that condition for them.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Usage track: the filled mark is usage, the ring the bill paid; red between them is unpaid (1 point off per notch at the end), green is paid ahead.</source>
        <translation>Usage track: the filled mark is usage, the ring the bill paid; red between them is unpaid (1 point off per notch at the end), green is paid ahead.</translation>
    </message>
</context>
<context>
    <name>PowerButlerNewGameDialog</name>
    <message>
        <location filename="../views/power_butler/new_game_dialog.py" line="+28"/>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Simple game (age 8+)</source>
        <translation>Simple game (age 8+)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dice are money: buy appliances with yuan dice, one reroll.</source>
        <translation>Dice are money: buy appliances with yuan dice, one reroll.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Standard game (age 10+)</source>
        <translation>Standard game (age 10+)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Appliances also need space, delivery or a socket; markers keep a card for later; two rerolls.</source>
        <translation>Appliances also need space, delivery or a socket; markers keep a card for later; two rerolls.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Everything is open on the table: players take turns at this computer.</source>
        <translation>Everything is open on the table: players take turns at this computer.</translation>
    </message>
</context>
<context>
    <name>PowerButlerScoreboard</name>
    <message>
        <location filename="../views/power_butler/scoreboard.py" line="+25"/>
        <source>Appliance points</source>
        <translation>Appliance points</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variety bonus</source>
        <translation>Variety bonus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unpaid bill</source>
        <translation>Unpaid bill</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each unpaid notch costs a point.</source>
        <translation>Each unpaid notch costs a point.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>kWh a month</source>
        <translation>kWh a month</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bill (usage)</source>
        <translation>Bill (usage)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Usage-track notches paid / used</source>
        <translation>Usage-track notches paid / used</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Bill (usage): usage-track notches paid / used. Each unpaid notch costs a point.</source>
        <translation>Bill (usage): usage-track notches paid / used. Each unpaid notch costs a point.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Big comfort costs big power: a water heater uses as much electricity as about 160 LED bulbs. The households that chose what they really needed, and paid their bill as they went, came out ahead — at home it works the same way.</source>
        <translation>Big comfort costs big power: a water heater uses as much electricity as about 160 LED bulbs. The households that chose what they really needed, and paid their bill as they went, came out ahead — at home it works the same way.</translation>
    </message>
</context>
<context>
    <name>PowerButlerWindow</name>
    <message>
        <location filename="../views/power_butler/window.py" line="+55"/>
        <source>Power Butler — Energy Table</source>
        <translation>Power Butler — Energy Table</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>simple game</source>
        <translation>simple game</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>standard game</source>
        <translation>standard game</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Nothing to undo: dice were rolled, a card turned up, or another player has moved.</source>
        <translation>Nothing to undo: dice were rolled, a card turned up, or another player has moved.</translation>
    </message>
</context>
<context>
    <name>PowerButlerWords</name>
    <message>
        <location filename="../views/power_butler/narration.py" line="+41"/>
        <source>money marker</source>
        <translation>money marker</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 marker</source>
        <translation>%1 marker</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1 rolls %n dice again.</source>
        <translation>
            <numerusform>%1 rolls %n die again.</numerusform>
            <numerusform>%1 rolls %n dice again.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 keeps the dice.</source>
        <translation>%1 keeps the dice.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 sets %2 yuan beside the usage track for the bill.</source>
        <translation>%1 sets %2 yuan beside the usage track for the bill.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 ends the turn.</source>
        <translation>%1 ends the turn.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 rolls: %2.</source>
        <translation>%1 rolls: %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Event for %1: %2 — %3</source>
        <translation>Event for %1: %2 — %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>markers</source>
        <translation>markers</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 buys the %2 (%3) — usage +%4 (%5 kWh a month).</source>
        <translation>%1 buys the %2 (%3) — usage +%4 (%5 kWh a month).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 puts the %2 on the %3.</source>
        <translation>%1 puts the %2 on the %3.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 pays %2 of the electricity bill.</source>
        <translation>%1 pays %2 of the electricity bill.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last-round card turns up: the next round is the last.</source>
        <translation>The last-round card turns up: the next round is the last.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last round begins.</source>
        <translation>The last round begins.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
</context>
</TS>
