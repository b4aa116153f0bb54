<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>MagicLampActionPanel</name>
    <message>
        <location filename="../views/magic_lamp/panels.py" line="+152"/>
        <source>Show the scores</source>
        <translation>Show the scores</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer players see only what their seat may see.</source>
        <translation>Computer players see only what their seat may see.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Pass the computer to %1</source>
        <translation>Pass the computer to %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everyone else, look away! %1 sets a die in secret.</source>
        <translation>Everyone else, look away! %1 sets a die in secret.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I am %1 — show my treasure board</source>
        <translation>I am %1 — show my treasure board</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1, set your die on a chest</source>
        <translation>%1, set your die on a chest</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, set die %2 of %3 on a chest</source>
        <translation>%1, set die %2 of %3 on a chest</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The number is how many cards you want to draw. If another die in the same chest is lower, that player draws instead; equal dice block each other.</source>
        <translation>The number is how many cards you want to draw. If another die in the same chest is lower, that player draws instead; equal dice block each other.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your first die: %1 on the %2 (secret).</source>
        <translation>Your first die: %1 on the %2 (secret).</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Entering the lamp race…</source>
        <translation>Entering the lamp race…</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>The lamp race</source>
        <translation>The lamp race</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Same number as someone else? Touch the lamp first: your key, or click the lamp. No match anywhere? Hands off!</source>
        <translation>Same number as someone else? Touch the lamp first: your key, or click the lamp. No match anywhere? Hands off!</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>%1: %2 cards</source>
        <translation>%1: %2 cards</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>%1 — key %2</source>
        <translation>%1 — key %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Done!</source>
        <translation>Done!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GO!</source>
        <translation>GO!</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>#%1 · %2 s</source>
        <translation>#%1 · %2 s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>kept still</source>
        <translation>kept still</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1, the genie offers: %2</source>
        <translation>%1, the genie offers: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Wish %1 of 3. Refuse it to see the next; the third must be taken.</source>
        <translation>Wish %1 of 3. Refuse it to see the next; the third must be taken.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The third wish must be taken.</source>
        <translation>The third wish must be taken.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Accept the wish</source>
        <translation>Accept the wish</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refuse it</source>
        <translation>Refuse it</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1, take a card from the discard pile</source>
        <translation>%1, take a card from the discard pile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, take a treasure from another player</source>
        <translation>%1, take a treasure from another player</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, take a treasure from the player who woke the genie</source>
        <translation>%1, take a treasure from the player who woke the genie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, the ring&apos;s power: take a card from the discard pile</source>
        <translation>%1, the ring&apos;s power: take a card from the discard pile</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Take the magic ring</source>
        <translation>Take the magic ring</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take nothing</source>
        <translation>Take nothing</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1, choose a chest for the free draw</source>
        <translation>%1, choose a chest for the free draw</translation>
    </message>
    <message numerus="yes">
        <location line="-4"/>
        <source>%n card(s) left</source>
        <translation>
            <numerusform>%n card left</numerusform>
            <numerusform>%n cards left</numerusform>
        </translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1, turn one of your dice</source>
        <translation>%1, turn one of your dice</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Now: %1 on the %2.</source>
        <translation>Now: %1 on the %2.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 woke the genie for nothing!</source>
        <translation>%1 woke the genie for nothing!</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Calm it: choose who may take one of your treasures.</source>
        <translation>Calm it: choose who may take one of your treasures.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>%1 explores the %2</source>
        <translation>%1 explores the %2</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>Cards drawn: %1 of %2. Scorpions: %3 — at %4 you lose them all.</source>
        <translation>Cards drawn: %1 of %2. Scorpions: %3 — at %4 you lose them all.</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Turn it to %1</source>
        <translation>Turn it to %1</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Careful: one card can carry up to %1 scorpions.</source>
        <translation>Careful: one card can carry up to %1 scorpions.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Draw a card</source>
        <translation>Draw a card</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Stop and keep them</source>
        <translation>Stop and keep them</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep every card drawn so far; your exploring ends.</source>
        <translation>Keep every card drawn so far; your exploring ends.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The next card is the wizard: the game ends and you keep the cards drawn.</source>
        <translation>The next card is the wizard: the game ends and you keep the cards drawn.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The next card cannot lose them all: you have %1 scorpions to spare, and one card carries at most %2.</source>
        <translation>The next card cannot lose them all: you have %1 scorpions to spare, and one card carries at most %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Chance the next card loses them all: %1% — %2 of the %3 cards left in this chest carry %n or more scorpion(s).</source>
        <translation>
            <numerusform>Chance the next card loses them all: %1% — %2 of the %3 cards left in this chest carry %n or more scorpion.</numerusform>
            <numerusform>Chance the next card loses them all: %1% — %2 of the %3 cards left in this chest carry %n or more scorpions.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1, place your new amulet</source>
        <translation>%1, place your new amulet</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Under your gems of one colour it counts as that colour (it never moves) until you lose the last of them. Alone it is 1 point.</source>
        <translation>Under your gems of one colour it counts as that colour (it never moves) until you lose the last of them. Alone it is 1 point.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Under your %1 (%2 held)</source>
        <translation>Under your %1 (%2 held)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Keep it alone</source>
        <translation>Keep it alone</translation>
    </message>
</context>
<context>
    <name>MagicLampBoardView</name>
    <message>
        <location filename="../views/magic_lamp/board_view.py" line="+104"/>
        <source>Aladdin&apos;s table</source>
        <translation>Aladdin&apos;s table</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The three chests, the magic lamp, the discard pile and the wizard at the top; the cards being drawn in the middle; every player&apos;s dice, gems and accessories below. Point at anything to read what it is.</source>
        <translation>The three chests, the magic lamp, the discard pile and the wizard at the top; the cards being drawn in the middle; every player&apos;s dice, gems and accessories below. Point at anything to read what it is.</translation>
    </message>
    <message numerus="yes">
        <location line="+78"/>
        <location line="+52"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-41"/>
        <source>%1: %n card(s) face down.</source>
        <translation>
            <numerusform>%1: %n card face down.</numerusform>
            <numerusform>%1: %n cards face down.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its wizard has been found.</source>
        <translation>Its wizard has been found.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Its wizard lies 6th from the bottom: %n card(s) above it. Whoever draws it ends the game.</source>
        <translation>
            <numerusform>Its wizard lies 6th from the bottom: %n card above it. Whoever draws it ends the game.</numerusform>
            <numerusform>Its wizard lies 6th from the bottom: %n cards above it. Whoever draws it ends the game.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Still unseen: %1 without a scorpion, %2 with one, %3 with two.</source>
        <translation>Still unseen: %1 without a scorpion, %2 with one, %3 with two.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Click to take its top cards for the free draw.</source>
        <translation>Click to take its top cards for the free draw.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Magic lamp</source>
        <translation>Magic lamp</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n wish(es)</source>
        <translation>
            <numerusform>%n wish</numerusform>
            <numerusform>%n wishes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Discard pile</source>
        <translation>Discard pile</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Wizard</source>
        <translation>Wizard</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game over!</source>
        <translation>Game over!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Not yet found</source>
        <translation>Not yet found</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>The magic lamp: %n wish(es) face down. When your die shows the same number as another player&apos;s die, touch the lamp first (your key, or a click) to summon the genie: up to 3 wishes. Touching it when no dice match angers the genie.</source>
        <translation>
            <numerusform>The magic lamp: %n wish face down. When your die shows the same number as another player&apos;s die, touch the lamp first (your key, or a click) to summon the genie: up to 3 wishes. Touching it when no dice match angers the genie.</numerusform>
            <numerusform>The magic lamp: %n wishes face down. When your die shows the same number as another player&apos;s die, touch the lamp first (your key, or a click) to summon the genie: up to 3 wishes. Touching it when no dice match angers the genie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Discard pile: %n card(s). Cards lost to the scorpions land here; some wishes (and the magic ring) take a card back from it.</source>
        <translation>
            <numerusform>Discard pile: %n card. Cards lost to the scorpions land here; some wishes (and the magic ring) take a card back from it.</numerusform>
            <numerusform>Discard pile: %n cards. Cards lost to the scorpions land here; some wishes (and the magic ring) take a card back from it.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The wizard: one lies in each chest, 6th from the bottom. The first one drawn ends the game.</source>
        <translation>The wizard: one lies in each chest, 6th from the bottom. The first one drawn ends the game.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The magic ring (variant): draw all six cards of a 6 with fewer than 6 scorpions to win it: 5 points, and a card of your choice from the discard pile.</source>
        <translation>The magic ring (variant): draw all six cards of a 6 with fewer than 6 scorpions to win it: 5 points, and a card of your choice from the discard pile.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Gems</source>
        <translation>Gems</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Accessories</source>
        <translation>Accessories</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%1: %n point(s) now</source>
        <translation>
            <numerusform>%1: %n point now</numerusform>
            <numerusform>%1: %n points now</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>· cards held, 1 point each: %1</source>
        <translation>· cards held, 1 point each: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>· complete ring + bracelet + necklace of one chest (bronze 6, silver 8, gold 10): %1</source>
        <translation>· complete ring + bracelet + necklace of one chest (bronze 6, silver 8, gold 10): %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>· most of a gem colour, 5 each (a tie scores nothing): %1</source>
        <translation>· most of a gem colour, 5 each (a tie scores nothing): %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>· the magic ring: %1</source>
        <translation>· the magic ring: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Gems: the number under each colour counts its cards; amulets placed under a colour count as that colour. Accessories: one row per chest; a full row is a set, which cannot be stolen.</source>
        <translation>Gems: the number under each colour counts its cards; amulets placed under a colour count as that colour. Accessories: one row per chest; a full row is a set, which cannot be stolen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Player · lamp key %1</source>
        <translation>Player · lamp key %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>computer, beginner</source>
        <translation>computer, beginner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>computer, expert</source>
        <translation>computer, expert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>computer, random</source>
        <translation>computer, random</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>computer, normal</source>
        <translation>computer, normal</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1&apos;s genie grants a wish (%2 of 3)</source>
        <translation>%1&apos;s genie grants a wish (%2 of 3)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 explores the %2 (die %3)</source>
        <translation>%1 explores the %2 (die %3)</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n more scorpion(s) and all is lost</source>
        <translation>
            <numerusform>%n more scorpion and all is lost</numerusform>
            <numerusform>%n more scorpions and all is lost</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The cards drawn, face up, each with its scorpions at the bottom. %1 scorpions so far; at %2 all the cards drawn are lost. One card can carry two.</source>
        <translation>The cards drawn, face up, each with its scorpions at the bottom. %1 scorpions so far; at %2 all the cards drawn are lost. One card can carry two.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Round %1: everyone secretly sets a die on a chest</source>
        <translation>Round %1: everyone secretly sets a die on a chest</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The die&apos;s number is how many cards its owner wants to draw from that chest. In each chest the lowest die explores; equal dice cancel each other out.
Too many scorpions and the cards drawn are lost — one card can carry two: stop in time!</source>
        <translation>The die&apos;s number is how many cards its owner wants to draw from that chest. In each chest the lowest die explores; equal dice cancel each other out.
Too many scorpions and the cards drawn are lost — one card can carry two: stop in time!</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Matching dice? Touch the lamp first to summon the genie!</source>
        <translation>Matching dice? Touch the lamp first to summon the genie!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A die showing the same number as another player&apos;s die lets its owner race for the genie&apos;s wishes. Touching the lamp when no two players&apos; dice match angers the genie: you must let someone take one of your treasures.</source>
        <translation>A die showing the same number as another player&apos;s die lets its owner race for the genie&apos;s wishes. Touching the lamp when no two players&apos; dice match angers the genie: you must let someone take one of your treasures.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The wizard appeared: the game is over</source>
        <translation>The wizard appeared: the game is over</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Most treasure: %1 with %n point(s).</source>
        <translation>
            <numerusform>Most treasure: %1 with %n point.</numerusform>
            <numerusform>Most treasure: %1 with %n points.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No one explores this round</source>
        <translation>No one explores this round</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Explorers — %1</source>
        <translation>Explorers — %1</translation>
    </message>
</context>
<context>
    <name>MagicLampHintWords</name>
    <message>
        <location filename="../views/magic_lamp/hints.py" line="+53"/>
        <source>Set a %1 on the %2</source>
        <translation>Set a %1 on the %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Press %1, or click the lamp</source>
        <translation>Press %1, or click the lamp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the lamp</source>
        <translation>Click the lamp</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Do not press %1 or click the lamp</source>
        <translation>Do not press %1 or click the lamp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do not click the lamp</source>
        <translation>Do not click the lamp</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Accept the wish “%1”</source>
        <translation>Accept the wish “%1”</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refuse the wish “%1” and see the next</source>
        <translation>Refuse the wish “%1” and see the next</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Take the %1 from the discard pile</source>
        <translation>Take the %1 from the discard pile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take %2&apos;s %1</source>
        <translation>Take %2&apos;s %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take the magic ring from %1</source>
        <translation>Take the magic ring from %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take nothing</source>
        <translation>Take nothing</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take the free draw from the %1</source>
        <translation>Take the free draw from the %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Turn your die on the %1 to %2</source>
        <translation>Turn your die on the %1 to %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let %1 take one of your treasures</source>
        <translation>Let %1 take one of your treasures</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw another card</source>
        <translation>Draw another card</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Draw a card</source>
        <translation>Draw a card</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Stop and keep your %n card(s)</source>
        <translation>
            <numerusform>Stop and keep your %n card</numerusform>
            <numerusform>Stop and keep your %n cards</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Put the amulet under your %1</source>
        <translation>Put the amulet under your %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep the amulet alone</source>
        <translation>Keep the amulet alone</translation>
    </message>
</context>
<context>
    <name>MagicLampLegend</name>
    <message>
        <location filename="../views/magic_lamp/legend.py" line="+67"/>
        <source>A chest (%1, %2, %3): its cards face down. Each holds gems, accessories and amulets, and one wizard 6th from the bottom.</source>
        <translation>A chest (%1, %2, %3): its cards face down. Each holds gems, accessories and amulets, and one wizard 6th from the bottom.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A chest card: the band&apos;s colour is its chest, the picture its kind, and the scorpions along the bottom (0, 1 or 2) count towards losing a draw.</source>
        <translation>A chest card: the band&apos;s colour is its chest, the picture its kind, and the scorpions along the bottom (0, 1 or 2) count towards losing a draw.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Scorpions: when the scorpions on the cards drawn reach your die&apos;s number, all the cards drawn are lost. One card can carry two.</source>
        <translation>Scorpions: when the scorpions on the cards drawn reach your die&apos;s number, all the cards drawn are lost. One card can carry two.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: a gem, 1 point; the most of a colour scores 5 more.</source>
        <translation>%1: a gem, 1 point; the most of a colour scores 5 more.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: 1 point. Placed under a gem colour you hold it counts as that colour (shown as +1 under the colour); it never moves and cannot be taken.</source>
        <translation>%1: 1 point. Placed under a gem colour you hold it counts as that colour (shown as +1 under the colour); it never moves and cannot be taken.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: an accessory, 1 point.</source>
        <translation>%1: an accessory, 1 point.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A complete set: ring, bracelet and necklace of one chest: bronze 6, silver 8, gold 10 more points, and it cannot be taken.</source>
        <translation>A complete set: ring, bracelet and necklace of one chest: bronze 6, silver 8, gold 10 more points, and it cannot be taken.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: whoever draws one ends the game at once.</source>
        <translation>%1: whoever draws one ends the game at once.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A die on a chest: how many cards its owner wants to draw. The lowest die in a chest explores it; equal dice cancel each other out.</source>
        <translation>A die on a chest: how many cards its owner wants to draw. The lowest die in a chest explores it; equal dice cancel each other out.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The magic lamp: when your die shows the same number as another player&apos;s, touch it first for up to 3 wishes.</source>
        <translation>The magic lamp: when your die shows the same number as another player&apos;s, touch it first for up to 3 wishes.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>+1 beside a player&apos;s dice: a wish lets one more scorpion by this round.</source>
        <translation>+1 beside a player&apos;s dice: a wish lets one more scorpion by this round.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The magic ring (variant): 5 points, and a card from the discard pile when won.</source>
        <translation>The magic ring (variant): 5 points, and a card from the discard pile when won.</translation>
    </message>
</context>
<context>
    <name>MagicLampNewGameDialog</name>
    <message>
        <location filename="../views/magic_lamp/new_game_dialog.py" line="+26"/>
        <source>Computer: beginner (slow at the lamp)</source>
        <translation>Computer: beginner (slow at the lamp)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Variant</source>
        <translation>Variant</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Magic ring variant: all six cards of a 6 drawn with fewer than 6 scorpions win the ring (+5)</source>
        <translation>Magic ring variant: all six cards of a 6 drawn with fewer than 6 scorpions win the ring (+5)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Several humans share this computer: the dice are set behind a curtain, and each presses their own key in the lamp race.</source>
        <translation>Several humans share this computer: the dice are set behind a curtain, and each presses their own key in the lamp race.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>In the lamp race computer players react as people do (about 1 to 2 seconds); Computer players &gt; Speed can make them race at full computer speed.</source>
        <translation>In the lamp race computer players react as people do (about 1 to 2 seconds); Computer players &gt; Speed can make them race at full computer speed.</translation>
    </message>
</context>
<context>
    <name>MagicLampReasons</name>
    <message>
        <location filename="../views/magic_lamp/reasons.py" line="+20"/>
        <source>setting the dice on the chests</source>
        <translation>setting the dice on the chests</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the lamp race</source>
        <translation>the lamp race</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>taking or refusing a wish</source>
        <translation>taking or refusing a wish</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>taking a card</source>
        <translation>taking a card</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>choosing a chest for a free draw</source>
        <translation>choosing a chest for a free draw</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>turning a die</source>
        <translation>turning a die</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>naming who may take a treasure</source>
        <translation>naming who may take a treasure</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>drawing from a chest</source>
        <translation>drawing from a chest</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>placing an amulet</source>
        <translation>placing an amulet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the end of the game</source>
        <translation>the end of the game</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not now: it is time for %1.</source>
        <translation>Not now: it is time for %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your two dice must go on two different chests: this chest has your first die.</source>
        <translation>Your two dice must go on two different chests: this chest has your first die.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A die shows 1 to 6.</source>
        <translation>A die shows 1 to 6.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A press counts within %1 seconds of the reveal.</source>
        <translation>A press counts within %1 seconds of the reveal.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That chest is empty.</source>
        <translation>That chest is empty.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The third wish must be taken.</source>
        <translation>The third wish must be taken.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An amulet goes under a gem colour you hold.</source>
        <translation>An amulet goes under a gem colour you hold.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have no such die.</source>
        <translation>You have no such die.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This wish turns a die by a little only: choose a value nearer the one it shows.</source>
        <translation>This wish turns a die by a little only: choose a value nearer the one it shows.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name another player at the table.</source>
        <translation>Name another player at the table.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The magic ring cannot be taken now.</source>
        <translation>The magic ring cannot be taken now.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card cannot be taken now (a card of a complete set or an amulet never can).</source>
        <translation>That card cannot be taken now (a card of a complete set or an amulet never can).</translation>
    </message>
</context>
<context>
    <name>MagicLampScoreboard</name>
    <message>
        <location filename="../views/magic_lamp/scoreboard.py" line="+28"/>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sets</source>
        <translation>Sets</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most gems</source>
        <translation>Most gems</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ring</source>
        <translation>Ring</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Knowing when to stop kept the treasure: every greedy draw that met the scorpions lost it all. Energy works the same way — what we waste is simply gone, so use what you need and stop there.</source>
        <translation>Knowing when to stop kept the treasure: every greedy draw that met the scorpions lost it all. Energy works the same way — what we waste is simply gone, so use what you need and stop there.</translation>
    </message>
</context>
<context>
    <name>MagicLampWindow</name>
    <message>
        <location filename="../views/magic_lamp/window.py" line="+73"/>
        <source>Aladdin &amp; the Magic Lamp — Energy Table</source>
        <translation>Aladdin &amp; the Magic Lamp — Energy Table</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Race for the lamp at full computer speed</source>
        <translation>Race for the lamp at full computer speed</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Off (the default): computer players touch the lamp after about 0.8-2 seconds, as people do. On: after a few tenths of a second, too quick for a person to win.</source>
        <translation>Off (the default): computer players touch the lamp after about 0.8-2 seconds, as people do. On: after a few tenths of a second, too quick for a person to win.</translation>
    </message>
    <message>
        <location line="+77"/>
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
        <source>The lamp race!</source>
        <translation>The lamp race!</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>touched the lamp: %1 s</source>
        <translation>touched the lamp: %1 s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lamp key: %1</source>
        <translation>Lamp key: %1</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Wait: it is %1&apos;s turn.</source>
        <translation>Wait: it is %1&apos;s turn.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Several players race: each presses their own key.</source>
        <translation>Several players race: each presses their own key.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nothing to undo: something was revealed or another player has moved.</source>
        <translation>Nothing to undo: something was revealed or another player has moved.</translation>
    </message>
</context>
<context>
    <name>MagicLampWords</name>
    <message>
        <location filename="../views/magic_lamp/narration.py" line="+30"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 for cards</source>
        <translation>%1 for cards</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 for sets</source>
        <translation>%1 for sets</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 for most gems</source>
        <translation>%1 for most gems</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 for the ring</source>
        <translation>%1 for the ring</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> + </source>
        <translation> + </translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n point(s) (%1)</source>
        <translation>
            <numerusform>%n point (%1)</numerusform>
            <numerusform>%n points (%1)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points after round %1: %2</source>
        <translation>Points after round %1: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 set a die in secret.</source>
        <translation>%1 set a die in secret.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 refused the wish.</source>
        <translation>%1 refused the wish.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lets %2 take a treasure.</source>
        <translation>%1 lets %2 take a treasure.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 takes nothing.</source>
        <translation>%1 takes nothing.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 chooses the %2.</source>
        <translation>%1 chooses the %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 turns a die to %2.</source>
        <translation>%1 turns a die to %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 puts the amulet under their %2 stack.</source>
        <translation>%1 puts the amulet under their %2 stack.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 keeps the amulet alone.</source>
        <translation>%1 keeps the amulet alone.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No one touched the lamp.</source>
        <translation>No one touched the lamp.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lamp touches (seconds): %1</source>
        <translation>Lamp touches (seconds): %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Everyone has set their dice: hands off on three, then race for the lamp!</source>
        <translation>Everyone has set their dice: hands off on three, then race for the lamp!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 touched the lamp first and summons the genie (matching %2s)!</source>
        <translation>%1 touched the lamp first and summons the genie (matching %2s)!</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 touched the lamp but no dice match: the genie rampages!</source>
        <translation>%1 touched the lamp but no dice match: the genie rampages!</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Wish %1 for %2: %3 — %4</source>
        <translation>Wish %1 for %2: %3 — %4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 takes the wish &quot;%2&quot;.</source>
        <translation>%1 takes the wish &quot;%2&quot;.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 draws: %2 — scorpions so far: %3.</source>
        <translation>%1 draws: %2 — scorpions so far: %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Scorpions! %1 loses %n card(s) from the %2.</source>
        <translation>
            <numerusform>Scorpions! %1 loses %n card from the %2.</numerusform>
            <numerusform>Scorpions! %1 loses %n cards from the %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1 keeps %n card(s) from the %2.</source>
        <translation>
            <numerusform>%1 keeps %n card from the %2.</numerusform>
            <numerusform>%1 keeps %n cards from the %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 finds the wizard! The draw stops there and the game ends: no more chests or wishes this round.</source>
        <translation>%1 finds the wizard! The draw stops there and the game ends: no more chests or wishes this round.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the discard pile</source>
        <translation>the discard pile</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the chest</source>
        <translation>the chest</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 takes %2 from %3.</source>
        <translation>%1 takes %2 from %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 takes the magic ring.</source>
        <translation>%1 takes the magic ring.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 begins.</source>
        <translation>Round %1 begins.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
</context>
</TS>
