<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>MagicLampActionPanel</name>
    <message>
        <location filename="../views/magic_lamp/panels.py" line="+152"/>
        <source>Show the scores</source>
        <translation>查看分數</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer players see only what their seat may see.</source>
        <translation>電腦玩家只看得到自己座位能看到的東西。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Pass the computer to %1</source>
        <translation>請把電腦交給 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everyone else, look away! %1 sets a die in secret.</source>
        <translation>其他人請轉頭不要看！%1 要秘密放骰子。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I am %1 — show my treasure board</source>
        <translation>我是 %1 — 顯示我的寶藏板塊</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1, set your die on a chest</source>
        <translation>%1，請把骰子放到寶箱上</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, set die %2 of %3 on a chest</source>
        <translation>%1，請把第 %2 顆骰子（共 %3 顆）放到寶箱上</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The number is how many cards you want to draw. If another die in the same chest is lower, that player draws instead; equal dice block each other.</source>
        <translation>點數就是你想抽的卡牌張數。同一個寶箱裡點數較小的玩家先抽；點數相同的骰子會互相抵銷。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your first die: %1 on the %2 (secret).</source>
        <translation>你的第一顆骰子：%2 %1 點（秘密）。</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Entering the lamp race…</source>
        <translation>正在記錄摸神燈結果…</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>The lamp race</source>
        <translation>搶摸神燈</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Same number as someone else? Touch the lamp first: your key, or click the lamp. No match anywhere? Hands off!</source>
        <translation>和別人點數相同嗎？搶先摸神燈：按你的按鍵或點神燈。全場都沒有相同點數？千萬別摸！</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>The game is over.</source>
        <translation>遊戲結束了。</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>%1: %2 cards</source>
        <translation>%1：抽 %2 張</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>%1 — key %2</source>
        <translation>%1 — 按鍵 %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Done!</source>
        <translation>結束！</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GO!</source>
        <translation>開始！</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>#%1 · %2 s</source>
        <translation>第 %1 名 · %2 秒</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>kept still</source>
        <translation>沒有摸</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1, the genie offers: %2</source>
        <translation>%1，精靈提供的願望：%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Wish %1 of 3. Refuse it to see the next; the third must be taken.</source>
        <translation>第 %1 個願望（共 3 個）。拒絕就看下一個；第三個一定要接受。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The third wish must be taken.</source>
        <translation>第三個願望一定要接受。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Accept the wish</source>
        <translation>接受願望</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refuse it</source>
        <translation>拒絕</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1, take a card from the discard pile</source>
        <translation>%1，請從棄牌堆拿一張卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, take a treasure from another player</source>
        <translation>%1，請從其他玩家那裡拿一件寶物</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, take a treasure from the player who woke the genie</source>
        <translation>%1，請從誤觸神燈的玩家那裡拿一件寶物</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, the ring&apos;s power: take a card from the discard pile</source>
        <translation>%1，魔戒的力量：從棄牌堆拿一張卡</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Take the magic ring</source>
        <translation>拿走魔戒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take nothing</source>
        <translation>什麼都不拿</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1, choose a chest for the free draw</source>
        <translation>%1，請選一個寶箱免費抽牌</translation>
    </message>
    <message numerus="yes">
        <location line="-4"/>
        <source>%n card(s) left</source>
        <translation>
            <numerusform>剩 %n 張</numerusform>
        </translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1, turn one of your dice</source>
        <translation>%1，請轉動你的一顆骰子</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Now: %1 on the %2.</source>
        <translation>目前：%2 %1 點。</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 woke the genie for nothing!</source>
        <translation>%1 誤觸神燈，吵醒了精靈！</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Calm it: choose who may take one of your treasures.</source>
        <translation>安撫精靈：選一位玩家，他可以拿走你的一件寶物。</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>%1 explores the %2</source>
        <translation>%1 探索%2</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>Cards drawn: %1 of %2. Scorpions: %3 — at %4 you lose them all.</source>
        <translation>已抽 %1 張（最多 %2 張）。毒蠍：%3 隻 — 到 %4 隻就全部失去。</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Turn it to %1</source>
        <translation>改成 %1 點</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Careful: one card can carry up to %1 scorpions.</source>
        <translation>小心：一張牌最多可能帶有 %1 隻毒蠍。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Draw a card</source>
        <translation>抽一張卡</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Stop and keep them</source>
        <translation>停手，收下這些卡</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep every card drawn so far; your exploring ends.</source>
        <translation>收下目前抽到的所有牌，結束這次探索。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The next card is the wizard: the game ends and you keep the cards drawn.</source>
        <translation>下一張是巫師：遊戲結束，你抽到的牌都可以留下。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The next card cannot lose them all: you have %1 scorpions to spare, and one card carries at most %2.</source>
        <translation>下一張牌不會讓你全部失去：你還能再承受 %1 隻毒蠍，而一張牌最多只有 %2 隻。</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Chance the next card loses them all: %1% — %2 of the %3 cards left in this chest carry %n or more scorpion(s).</source>
        <translation>
            <numerusform>下一張牌讓你全部失去的機率：%1% —— 這個寶箱剩下的 %3 張牌中，有 %2 張帶有 %n 隻以上的毒蠍。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1, place your new amulet</source>
        <translation>%1，請擺放新的護符</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Under your gems of one colour it counts as that colour (it never moves) until you lose the last of them. Alone it is 1 point.</source>
        <translation>放在你某種顏色的寶石下方，就視為該顏色的寶石（放下後不能移動），直到那種顏色的最後一張寶石被拿走為止。單獨擺放則算 1 分。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Under your %1 (%2 held)</source>
        <translation>放在你的%1下方（持有 %2 張）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Keep it alone</source>
        <translation>單獨擺放</translation>
    </message>
</context>
<context>
    <name>MagicLampBoardView</name>
    <message>
        <location filename="../views/magic_lamp/board_view.py" line="+104"/>
        <source>Aladdin&apos;s table</source>
        <translation>阿拉丁神燈的桌面</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The three chests, the magic lamp, the discard pile and the wizard at the top; the cards being drawn in the middle; every player&apos;s dice, gems and accessories below. Point at anything to read what it is.</source>
        <translation>上方是三個寶箱、神燈、棄牌堆和巫師；中間是正在抽的牌；下方是每位玩家的骰子、寶石和飾品。把滑鼠移到任何東西上，就能看到它的說明。</translation>
    </message>
    <message numerus="yes">
        <location line="+78"/>
        <location line="+52"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n 張</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-41"/>
        <source>%1: %n card(s) face down.</source>
        <translation>
            <numerusform>%1：還有 %n 張牌（背面朝上）。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its wizard has been found.</source>
        <translation>這個寶箱的巫師已經被抽到了。</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Its wizard lies 6th from the bottom: %n card(s) above it. Whoever draws it ends the game.</source>
        <translation>
            <numerusform>巫師在牌堆倒數第 6 張：上面還有 %n 張牌。誰抽到巫師，遊戲就結束。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Still unseen: %1 without a scorpion, %2 with one, %3 with two.</source>
        <translation>還沒翻開的牌：%1 張沒有毒蠍、%2 張有 1 隻、%3 張有 2 隻。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Click to take its top cards for the free draw.</source>
        <translation>按這裡，從這個寶箱最上面免費拿牌。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Magic lamp</source>
        <translation>神燈</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n wish(es)</source>
        <translation>
            <numerusform>%n 個願望</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Discard pile</source>
        <translation>棄牌堆</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Wizard</source>
        <translation>巫師</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game over!</source>
        <translation>遊戲結束！</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Not yet found</source>
        <translation>尚未出現</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>The magic lamp: %n wish(es) face down. When your die shows the same number as another player&apos;s die, touch the lamp first (your key, or a click) to summon the genie: up to 3 wishes. Touching it when no dice match angers the genie.</source>
        <translation>
            <numerusform>神燈：還有 %n 個願望（背面朝上）。你的骰子點數和別的玩家相同時，搶先摸神燈（按你的按鍵，或點一下神燈）就能召喚精靈：最多許 3 個願望。沒有人點數相同時摸神燈，精靈會暴走。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Discard pile: %n card(s). Cards lost to the scorpions land here; some wishes (and the magic ring) take a card back from it.</source>
        <translation>
            <numerusform>棄牌堆：%n 張。被毒蠍害得失去的牌會放到這裡；有些願望（和魔戒）可以從這裡拿回一張牌。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The wizard: one lies in each chest, 6th from the bottom. The first one drawn ends the game.</source>
        <translation>巫師：每個寶箱各有一張，放在倒數第 6 張。第一張巫師被抽到，遊戲就結束。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The magic ring (variant): draw all six cards of a 6 with fewer than 6 scorpions to win it: 5 points, and a card of your choice from the discard pile.</source>
        <translation>魔戒（變體規則）：骰子 6 點抽滿 6 張、毒蠍少於 6 隻就能得到魔戒：加 5 分，還能從棄牌堆挑一張牌。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Gems</source>
        <translation>寶石（下方為護符）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Accessories</source>
        <translation>飾品（依寶箱）</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n 分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%1: %n point(s) now</source>
        <translation>
            <numerusform>%1：目前 %n 分</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>· cards held, 1 point each: %1</source>
        <translation>· 持有的牌，每張 1 分：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>· complete ring + bracelet + necklace of one chest (bronze 6, silver 8, gold 10): %1</source>
        <translation>· 同一種寶箱的戒指＋手鍊＋項鍊整套（銅 6、銀 8、金 10）：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>· most of a gem colour, 5 each (a tie scores nothing): %1</source>
        <translation>· 某種寶石最多，每種 5 分（平手都不得分）：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>· the magic ring: %1</source>
        <translation>· 魔戒：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Gems: the number under each colour counts its cards; amulets placed under a colour count as that colour. Accessories: one row per chest; a full row is a set, which cannot be stolen.</source>
        <translation>寶石：每種顏色下方的數字是張數；放在某種顏色下面的護符算作那種顏色。飾品：每種寶箱一排；一排湊滿就是一整套，不能被偷走。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Player · lamp key %1</source>
        <translation>玩家・神燈按鍵 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>computer, beginner</source>
        <translation>電腦・新手</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>computer, expert</source>
        <translation>電腦・高手</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>computer, random</source>
        <translation>電腦・隨機</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>computer, normal</source>
        <translation>電腦・普通</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1&apos;s genie grants a wish (%2 of 3)</source>
        <translation>%1 的精靈實現願望（第 %2 個，共 3 個）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 explores the %2 (die %3)</source>
        <translation>%1 探索%2（骰子 %3 點）</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n more scorpion(s) and all is lost</source>
        <translation>
            <numerusform>再 %n 隻毒蠍就全部失去</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The cards drawn, face up, each with its scorpions at the bottom. %1 scorpions so far; at %2 all the cards drawn are lost. One card can carry two.</source>
        <translation>已翻開的牌，毒蠍畫在每張牌的下方。目前 %1 隻毒蠍；到 %2 隻就會失去全部抽到的牌。一張牌可能有兩隻。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Round %1: everyone secretly sets a die on a chest</source>
        <translation>第 %1 回合：每個人秘密把骰子放到寶箱上</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The die&apos;s number is how many cards its owner wants to draw from that chest. In each chest the lowest die explores; equal dice cancel each other out.
Too many scorpions and the cards drawn are lost — one card can carry two: stop in time!</source>
        <translation>骰子點數就是擁有者想從那個寶箱抽的張數。每個寶箱由點數最小的骰子去探索；點數相同的骰子會互相抵銷。
毒蠍太多，抽到的卡就會全部失去——一張牌可能帶有兩隻毒蠍，要及時停手！</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Matching dice? Touch the lamp first to summon the genie!</source>
        <translation>有相同點數的骰子嗎？搶先摸神燈召喚精靈！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A die showing the same number as another player&apos;s die lets its owner race for the genie&apos;s wishes. Touching the lamp when no two players&apos; dice match angers the genie: you must let someone take one of your treasures.</source>
        <translation>骰子點數和其他玩家相同，就可以搶摸神燈，請精靈實現願望。全場沒有相同點數卻摸了神燈，精靈會生氣：你必須讓一位玩家拿走你的一件寶物。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The wizard appeared: the game is over</source>
        <translation>巫師出現了：遊戲結束</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Most treasure: %1 with %n point(s).</source>
        <translation>
            <numerusform>寶藏最多：%1，共 %n 分。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No one explores this round</source>
        <translation>這回合沒有人探索寶箱</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Explorers — %1</source>
        <translation>探索者 — %1</translation>
    </message>
</context>
<context>
    <name>MagicLampHintWords</name>
    <message>
        <location filename="../views/magic_lamp/hints.py" line="+53"/>
        <source>Set a %1 on the %2</source>
        <translation>在%2放 %1 點的骰子</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Press %1, or click the lamp</source>
        <translation>按 %1 鍵，或點一下神燈</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the lamp</source>
        <translation>點一下神燈</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Do not press %1 or click the lamp</source>
        <translation>別按 %1 鍵，也別點神燈</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do not click the lamp</source>
        <translation>別點神燈</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Accept the wish “%1”</source>
        <translation>接受願望「%1」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refuse the wish “%1” and see the next</source>
        <translation>拒絕願望「%1」，看下一個</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Take the %1 from the discard pile</source>
        <translation>從棄牌堆拿走%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take %2&apos;s %1</source>
        <translation>拿走%2的%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take the magic ring from %1</source>
        <translation>從%1那裡拿走魔戒</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take nothing</source>
        <translation>什麼都不拿</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take the free draw from the %1</source>
        <translation>從%1免費抽牌</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Turn your die on the %1 to %2</source>
        <translation>把%1上的骰子改成 %2 點</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let %1 take one of your treasures</source>
        <translation>讓%1拿走你的一件寶物</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw another card</source>
        <translation>再抽一張卡</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Draw a card</source>
        <translation>抽一張卡</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Stop and keep your %n card(s)</source>
        <translation>
            <numerusform>停手，收下你的 %n 張卡</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Put the amulet under your %1</source>
        <translation>把護符放在你的%1下面</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep the amulet alone</source>
        <translation>護符單獨擺放</translation>
    </message>
</context>
<context>
    <name>MagicLampLegend</name>
    <message>
        <location filename="../views/magic_lamp/legend.py" line="+67"/>
        <source>A chest (%1, %2, %3): its cards face down. Each holds gems, accessories and amulets, and one wizard 6th from the bottom.</source>
        <translation>寶箱（%1、%2、%3）：牌背面朝上。每個寶箱裡有寶石、飾品和護符，還有一張巫師，放在倒數第 6 張。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A chest card: the band&apos;s colour is its chest, the picture its kind, and the scorpions along the bottom (0, 1 or 2) count towards losing a draw.</source>
        <translation>寶箱卡：上方色帶的顏色代表哪個寶箱，圖案代表種類；下方的毒蠍（0、1 或 2 隻）會累計，太多就會失去抽到的牌。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Scorpions: when the scorpions on the cards drawn reach your die&apos;s number, all the cards drawn are lost. One card can carry two.</source>
        <translation>毒蠍：抽到的牌上的毒蠍加起來達到你的骰子點數，抽到的牌就全部失去。一張牌可能有兩隻毒蠍。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: a gem, 1 point; the most of a colour scores 5 more.</source>
        <translation>%1：寶石，1 分；某種顏色最多的人再得 5 分。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: 1 point. Placed under a gem colour you hold it counts as that colour (shown as +1 under the colour); it never moves and cannot be taken.</source>
        <translation>%1：1 分。放在你持有的某種寶石下方，就算作那種顏色（顯示為該顏色下方的 +1）；放好後不能移動，也不能被拿走。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: an accessory, 1 point.</source>
        <translation>%1：飾品，1 分。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A complete set: ring, bracelet and necklace of one chest: bronze 6, silver 8, gold 10 more points, and it cannot be taken.</source>
        <translation>整套飾品：同一種寶箱的戒指、手鍊和項鍊：銅再得 6 分、銀 8 分、金 10 分，而且不能被拿走。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: whoever draws one ends the game at once.</source>
        <translation>%1：誰抽到，遊戲就立刻結束。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A die on a chest: how many cards its owner wants to draw. The lowest die in a chest explores it; equal dice cancel each other out.</source>
        <translation>寶箱上的骰子：主人想抽幾張牌。每個寶箱由點數最小的骰子去探索；點數相同的骰子會互相抵銷。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The magic lamp: when your die shows the same number as another player&apos;s, touch it first for up to 3 wishes.</source>
        <translation>神燈：你的骰子點數和別的玩家相同時，搶先摸神燈，最多可以許 3 個願望。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>+1 beside a player&apos;s dice: a wish lets one more scorpion by this round.</source>
        <translation>玩家骰子旁的 +1：這回合有願望讓你多承受 1 隻毒蠍。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The magic ring (variant): 5 points, and a card from the discard pile when won.</source>
        <translation>魔戒（變體規則）：5 分，拿到時還能從棄牌堆挑一張牌。</translation>
    </message>
</context>
<context>
    <name>MagicLampNewGameDialog</name>
    <message>
        <location filename="../views/magic_lamp/new_game_dialog.py" line="+26"/>
        <source>Computer: beginner (slow at the lamp)</source>
        <translation>電腦：新手（摸神燈較慢）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Variant</source>
        <translation>變化玩法</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Magic ring variant: all six cards of a 6 drawn with fewer than 6 scorpions win the ring (+5)</source>
        <translation>魔戒變體：骰子 6 點、抽滿 6 張且毒蠍少於 6 隻，就能拿到魔戒（+5 分）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Several humans share this computer: the dice are set behind a curtain, and each presses their own key in the lamp race.</source>
        <translation>多位真人輪流使用這台電腦：放骰子時會有遮幕擋住，摸神燈時每人按自己的按鍵。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>In the lamp race computer players react as people do (about 1 to 2 seconds); Computer players &gt; Speed can make them race at full computer speed.</source>
        <translation>搶摸神燈時，電腦玩家的反應和人一樣（大約 1 到 2 秒）；在「電腦玩家 &gt; 速度」可以改成電腦全速。</translation>
    </message>
</context>
<context>
    <name>MagicLampReasons</name>
    <message>
        <location filename="../views/magic_lamp/reasons.py" line="+20"/>
        <source>setting the dice on the chests</source>
        <translation>把骰子放到寶箱上</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the lamp race</source>
        <translation>搶摸神燈</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>taking or refusing a wish</source>
        <translation>接受或拒絕願望</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>taking a card</source>
        <translation>拿一張牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>choosing a chest for a free draw</source>
        <translation>選一個寶箱免費拿牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>turning a die</source>
        <translation>轉動一顆骰子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>naming who may take a treasure</source>
        <translation>指定誰可以拿走一件寶物</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>drawing from a chest</source>
        <translation>從寶箱抽牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>placing an amulet</source>
        <translation>放置護符</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the end of the game</source>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not now: it is time for %1.</source>
        <translation>現在不行：現在是「%1」的時候。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over.</source>
        <translation>遊戲結束了。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your two dice must go on two different chests: this chest has your first die.</source>
        <translation>你的兩顆骰子必須放在不同的寶箱：這個寶箱已經有你的第一顆骰子。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A die shows 1 to 6.</source>
        <translation>骰子只有 1 到 6 點。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A press counts within %1 seconds of the reveal.</source>
        <translation>公開骰子後 %1 秒內摸神燈才算數。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That chest is empty.</source>
        <translation>這個寶箱已經空了。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The third wish must be taken.</source>
        <translation>第三個願望一定要接受。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An amulet goes under a gem colour you hold.</source>
        <translation>護符只能放在你持有的寶石顏色下面。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have no such die.</source>
        <translation>你沒有這顆骰子。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This wish turns a die by a little only: choose a value nearer the one it shows.</source>
        <translation>這個願望只能把骰子改動一點點：請選一個比較接近現在點數的數字。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name another player at the table.</source>
        <translation>請指定桌上的另一位玩家。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The magic ring cannot be taken now.</source>
        <translation>現在不能拿魔戒。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card cannot be taken now (a card of a complete set or an amulet never can).</source>
        <translation>現在不能拿這張牌（整套的飾品和護符永遠不能拿）。</translation>
    </message>
</context>
<context>
    <name>MagicLampScoreboard</name>
    <message>
        <location filename="../views/magic_lamp/scoreboard.py" line="+28"/>
        <source>Cards</source>
        <translation>卡牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sets</source>
        <translation>成套飾品</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most gems</source>
        <translation>寶石最多</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ring</source>
        <translation>魔戒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>總分</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Knowing when to stop kept the treasure: every greedy draw that met the scorpions lost it all. Energy works the same way — what we waste is simply gone, so use what you need and stop there.</source>
        <translation>懂得適可而止才保得住寶藏：太貪心遇上毒蠍，就會全部失去。能源也是一樣 — 浪費掉的就沒有了，所以用多少拿多少，夠了就停。</translation>
    </message>
</context>
<context>
    <name>MagicLampWindow</name>
    <message>
        <location filename="../views/magic_lamp/window.py" line="+73"/>
        <source>Aladdin &amp; the Magic Lamp — Energy Table</source>
        <translation>阿拉丁神燈 — 能源桌遊館</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Race for the lamp at full computer speed</source>
        <translation>搶神燈時電腦玩家用全速</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Off (the default): computer players touch the lamp after about 0.8-2 seconds, as people do. On: after a few tenths of a second, too quick for a person to win.</source>
        <translation>關閉（預設）：電腦玩家約 0.8 到 2 秒後才摸神燈，和人一樣。開啟：只要零點幾秒，人幾乎搶不贏。</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Game over</source>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round %1</source>
        <translation>第 %1 回合</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The lamp race!</source>
        <translation>搶摸神燈！</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>touched the lamp: %1 s</source>
        <translation>摸到神燈：%1 秒</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lamp key: %1</source>
        <translation>神燈按鍵：%1</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Wait: it is %1&apos;s turn.</source>
        <translation>請等一下：現在輪到 %1。</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Several players race: each presses their own key.</source>
        <translation>有好幾位玩家在搶：請各自按自己的按鍵。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nothing to undo: something was revealed or another player has moved.</source>
        <translation>無法復原：已經翻開了新東西，或其他玩家已經行動。</translation>
    </message>
</context>
<context>
    <name>MagicLampWords</name>
    <message>
        <location filename="../views/magic_lamp/narration.py" line="+30"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 for cards</source>
        <translation>牌 %1 分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 for sets</source>
        <translation>整套 %1 分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 for most gems</source>
        <translation>寶石最多 %1 分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 for the ring</source>
        <translation>魔戒 %1 分</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> + </source>
        <translation>＋</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n point(s) (%1)</source>
        <translation>
            <numerusform>%n 分（%1）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points after round %1: %2</source>
        <translation>第 %1 回合後的分數：%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 set a die in secret.</source>
        <translation>%1 秘密放好了一顆骰子。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 refused the wish.</source>
        <translation>%1 拒絕了這個願望。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lets %2 take a treasure.</source>
        <translation>%1 讓 %2 拿走一件寶物。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 takes nothing.</source>
        <translation>%1 什麼都不拿。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 chooses the %2.</source>
        <translation>%1 選擇了%2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 turns a die to %2.</source>
        <translation>%1 把一顆骰子轉成 %2 點。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 puts the amulet under their %2 stack.</source>
        <translation>%1 把護符放在自己的%2下方。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 keeps the amulet alone.</source>
        <translation>%1 把護符單獨擺放。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No one touched the lamp.</source>
        <translation>沒有人摸神燈。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lamp touches (seconds): %1</source>
        <translation>摸神燈的時間（秒）：%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Everyone has set their dice: hands off on three, then race for the lamp!</source>
        <translation>大家都放好骰子了：數到三就放開手，然後搶摸神燈！</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 touched the lamp first and summons the genie (matching %2s)!</source>
        <translation>%1 最快摸到神燈，召喚出精靈（相同點數 %2）！</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 touched the lamp but no dice match: the genie rampages!</source>
        <translation>%1 摸了神燈，可是沒有相同的骰子：精靈暴走了！</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Wish %1 for %2: %3 — %4</source>
        <translation>%2 的第 %1 個願望：%3 — %4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 takes the wish &quot;%2&quot;.</source>
        <translation>%1 接受願望「%2」。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 draws: %2 — scorpions so far: %3.</source>
        <translation>%1 翻開：%2 — 目前毒蠍 %3 隻。</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Scorpions! %1 loses %n card(s) from the %2.</source>
        <translation>
            <numerusform>毒蠍！%1 失去了%2的 %n 張卡。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1 keeps %n card(s) from the %2.</source>
        <translation>
            <numerusform>%1 從%2收下 %n 張卡。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 finds the wizard! The draw stops there and the game ends: no more chests or wishes this round.</source>
        <translation>%1 抽到巫師卡！抽牌到此為止，遊戲結束：本回合不再探索寶箱，也不再許願。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the discard pile</source>
        <translation>棄牌堆</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the chest</source>
        <translation>寶箱</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 takes %2 from %3.</source>
        <translation>%1 從%3拿走%2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 takes the magic ring.</source>
        <translation>%1 拿到了魔戒。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 begins.</source>
        <translation>第 %1 回合開始。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over.</source>
        <translation>遊戲結束了。</translation>
    </message>
</context>
</TS>
