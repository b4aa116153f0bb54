<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>PowerButlerActionPanel</name>
    <message>
        <location filename="../views/power_butler/panel_words.py" line="+76"/>
        <location filename="../views/power_butler/panels.py" line="+350"/>
        <source>The game is over.</source>
        <translation>遊戲結束。</translation>
    </message>
    <message>
        <location filename="../views/power_butler/panels.py" line="+1"/>
        <source>The scores are on the scoreboard and under each home.</source>
        <translation>分數在計分板上，也寫在每一家的下方。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer players see only what everyone at the table sees.</source>
        <translation>電腦玩家只看得到桌上大家都看得到的東西。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, roll the dice</source>
        <translation>%1，請擲骰子</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Dice show money (1, 2 or 3 yuan) or what an appliance needs: fixed space, delivery and installation, or a special socket. Red 3 yuan/! dice also set off an event.</source>
        <translation>骰子上是錢（1、2、3 元），或家電需要的條件：固定空間、運送與安裝、特殊插座。紅色的 3元/！ 骰子還會觸發事件。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Dice show money: 1, 2 or 3 yuan (the other faces buy nothing in the simple game). Red 3 yuan/! dice also set off an event.</source>
        <translation>骰子上是錢：1、2、3 元（簡單模式裡，其他圖案買不到東西）。紅色的 3元/！ 骰子還會觸發事件。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Roll the dice</source>
        <translation>擲骰子</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>%1, roll again or keep the dice</source>
        <translation>%1，要重擲還是保留骰子？</translation>
    </message>
    <message numerus="yes">
        <location line="+66"/>
        <source>%n reroll(s) left. Choose dice to roll again. Red 3 yuan/! dice are locked on the event markers: the more of them, the further left the event that fires.</source>
        <translation>
            <numerusform>還可以重擲 %n 次。選出要重擲的骰子。紅色的 3元/！ 骰子會鎖在事件標記上：越多顆，觸發的事件就越左邊。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Roll the %n chosen dice again</source>
        <translation>
            <numerusform>重擲選中的 %n 顆骰子</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click dice to roll them again</source>
        <translation>點選要重擲的骰子</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keep these dice</source>
        <translation>保留這些骰子</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>If you keep them now: %1 — %2</source>
        <translation>如果現在保留：%1 — %2</translation>
    </message>
    <message>
        <location line="-83"/>
        <source>%1, spend your dice</source>
        <translation>%1，請分配骰子</translation>
    </message>
    <message>
        <location line="-219"/>
        <source>Choose yuan dice first, then click the bill.</source>
        <translation>請先選元骰子，再點電費區。</translation>
    </message>
    <message numerus="yes">
        <location line="+50"/>
        <source>These dice make %1 yuan, but only %2 are owed: %n yuan would be lost.</source>
        <translation>
            <numerusform>這些骰子共 %1 元，但只欠 %2 元：會浪費 %n 元。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>These dice make %1 yuan for the %2, which costs %3: no change is given, %n yuan would be lost.</source>
        <translation>
            <numerusform>這些骰子共 %1 元，%2只要 %3 元：不能找零，會浪費 %n 元。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/power_butler/panel_words.py" line="-44"/>
        <source>The %1 needs a &apos;%2&apos; die (or your marker on it): none of your unused dice shows it.</source>
        <translation>%1需要「%2」骰子（或你放在卡上的標記）：你還沒用的骰子沒有這一面。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not enough yuan: it costs %1, the dice make %2 (no change is given).</source>
        <translation>錢不夠：要 %1 元，骰子只有 %2 元（不能找零）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This turn&apos;s event stops you using &apos;%1&apos; dice.</source>
        <translation>這回合的事件不准你使用「%1」骰子。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have no unused &apos;%1&apos; die left for that.</source>
        <translation>你已經沒有還沒用的「%1」骰子了。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A chosen die does nothing for that card: choose only the dice it needs.</source>
        <translation>選的骰子裡有這張卡用不到的：只選它需要的骰子。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your marker is already on that card.</source>
        <translation>你的標記已經在這張卡上了。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That marker was on a card you bought this turn: it comes back when the turn ends.</source>
        <translation>這個標記在你這回合買的卡上：回合結束時才會回到你面前。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Those dice cannot pay for that: a condition marker takes one die of its face, money takes yuan dice.</source>
        <translation>這些骰子不能這樣付：購買條件標記要一顆同圖案的骰子，金錢標記要用元骰子。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That card does not need this marker.</source>
        <translation>這張卡不需要這個標記。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../views/power_butler/panels.py" line="+330"/>
        <source>Your bill is paid up to your usage: there is nothing more to pay.</source>
        <translation>電費已經繳到用電量的位置：不用再繳了。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose dice first.</source>
        <translation>請先選骰子。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A red 3 yuan/! die is locked on an event marker and cannot be rolled again.</source>
        <translation>紅色的 3元/！ 骰子鎖在事件排序標記上，不能再重擲。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That is not possible at this step.</source>
        <translation>現在這一步不能這樣做。</translation>
    </message>
    <message>
        <location filename="../views/power_butler/panels.py" line="-95"/>
        <source>No die is chosen: click the dice to roll again (red 3 yuan/! dice stay).</source>
        <translation>還沒選骰子：先點要重擲的骰子（紅色的 3元/！ 骰子不能重擲）。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Event: %1 — %2</source>
        <translation>事件：%1 — %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Click dice on the table, then a card or the bill — or just press Buy and the best dice are chosen for you.</source>
        <translation>先點桌上的骰子，再點家電卡或電費區——或直接按「購買」，會自動幫你選最剛好的骰子。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Chosen: %1 yuan</source>
        <translation>已選：%1 元</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Buy an appliance</source>
        <translation>購買家電</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1
%2 yuan · %3 points</source>
        <translation>%1
%2 元 · %3 分</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>Pay anyway (lose %n yuan)</source>
        <translation>
            <numerusform>還是要付（浪費 %n 元）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No, choose other dice</source>
        <translation>不要，改選其他骰子</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Electricity bill: %1 unpaid</source>
        <translation>電費：還欠 %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No unused yuan die is left to pay with.</source>
        <translation>已經沒有還沒用的元骰子可以繳費。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pay %1 yuan of the bill</source>
        <translation>繳 %1 元電費</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Unused yuan dice could still pay the bill: each unpaid notch costs a point at the end.</source>
        <translation>還沒用的元骰子可以拿來繳電費：遊戲結束時，每欠一格扣 1 分。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>End my turn</source>
        <translation>結束我的回合</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Or keep a card for later with a marker</source>
        <translation>或用標記先保留一張卡</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Money marker on the %1</source>
        <translation>把金錢標記放到%1上</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 marker on the %2</source>
        <translation>把%1標記放到%2上</translation>
    </message>
</context>
<context>
    <name>PowerButlerBoardView</name>
    <message>
        <location filename="../views/power_butler/board_view.py" line="+98"/>
        <source>Power Butler table</source>
        <translation>電力管家桌面</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The event row, the dice, the appliance shop, the bill, the usage track and every player&apos;s home. Point at anything for what it means.</source>
        <translation>事件列、骰子、家電賣場、電費區、用電量記錄軌和每位玩家的家。把滑鼠移到任何東西上，就會說明它的意思。</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>Event #%1 &apos;%2&apos;: %3</source>
        <translation>事件 #%1「%2」：%3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It fired this turn.</source>
        <translation>這回合觸發了這張事件。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Events: the card over the leftmost red die happens</source>
        <translation>事件：最左邊紅骰子上方的那張會發生</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each red 3 yuan/! die rolled goes onto an event-order marker, filling them from the right; the double marker on the far left holds two. When the dice are kept, the event over the leftmost die happens. No red die: no event.</source>
        <translation>每擲出一顆紅色的 3元/！ 骰子，就從右邊開始放到事件排序標記上；最左邊的雙格標記可放兩顆。保留骰子時，最左邊那顆骰子上方的事件就會發生。沒有紅骰子就沒有事件。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Event-order marker: red 3 yuan/! dice fill these from the right (the far-left one holds two). The card above the leftmost die happens.</source>
        <translation>事件排序標記：紅色的 3元/！ 骰子從右邊開始放（最左邊的可放兩顆）。最左邊那顆骰子上方的事件會發生。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Waiting for the roll.</source>
        <translation>等待擲骰。</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+238"/>
        <source>The game is over.</source>
        <translation>遊戲結束。</translation>
    </message>
    <message numerus="yes">
        <location line="-233"/>
        <source>%n reroll(s) left. Click dice to roll them again; red 3 yuan/! dice stay.</source>
        <translation>
            <numerusform>還可以重擲 %n 次。點骰子來重擲；紅色 3元/！ 骰子不能動。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Chosen: %1 yuan. Click dice, then a card or the bill.</source>
        <translation>已選：%1 元。先點骰子，再點家電卡或電費區。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dice being spent.</source>
        <translation>正在分配骰子。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Dice</source>
        <translation>骰子</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The dice chosen make %1 yuan; the card costs %2 (no change is given).</source>
        <translation>選的骰子共 %1 元；這張卡要 %2 元（不能找零）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your unused dice cannot buy it now.</source>
        <translation>你還沒用的骰子現在買不起它。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click: choose the dice that pay for it; click again to buy.</source>
        <translation>點一下：選好付這張卡的骰子；再點一下就買。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Unpaid bill: %1</source>
        <translation>未繳電費：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose yuan dice, then click here to pay.</source>
        <translation>選好元骰子，再點這裡繳費。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1&apos;s bill money</source>
        <translation>%1 的電費</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bill</source>
        <translation>電費</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The bill: yuan dice set here pay the electricity bill, one notch of the bill marker per yuan, never past the usage marker (extra yuan are lost). Choose yuan dice, then click here.</source>
        <translation>電費區：放在這裡的元骰子用來繳電費，每 1 元讓電費標記前進 1 格，最多到用電量指示物的位置（多的錢就浪費了）。先選元骰子，再點這裡。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The shop deck. The last-round card lies among its bottom cards: when it turns up, the round is finished and one more round is played.</source>
        <translation>家電牌堆。最後一輪卡混在最底下幾張裡：翻到它時，這一輪打完後再玩一輪。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>unpaid %1</source>
        <translation>欠 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>paid ahead %1</source>
        <translation>預繳 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: usage %2, bill paid to %3, unpaid %4 (each unpaid notch costs 1 point at the end).</source>
        <translation>%1：用電量 %2，電費繳到 %3，還欠 %4（遊戲結束時每欠 1 格扣 1 分）。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Usage track</source>
        <translation>用電量記錄軌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>filled mark: usage · ring: bill paid · red: unpaid</source>
        <translation>實心：用電量 · 空心：已繳電費 · 紅色：未繳</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The usage track: the filled mark moves up by each appliance&apos;s ⚡ usage; the ring is the bill paid. The gap between them is the unpaid bill, 1 point off per notch at the end.</source>
        <translation>用電量記錄軌：實心記號依每台家電的 ⚡ 耗電量往前走；空心圈是已繳的電費。兩者之間的差距就是還欠的電費，遊戲結束時每格扣 1 分。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 points at the end of the game</source>
        <translation>遊戲結束時得 %1 分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price: %1 yuan, paid with yuan dice (no change is given)</source>
        <translation>價格：%1 元，用元骰子付（不能找零）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>⚡ %1: your usage marker moves %1 notches; the bill grows with it</source>
        <translation>⚡ %1：你的用電量指示物前進 %1 格，電費也跟著變多</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About %1 kWh a month at home</source>
        <translation>在家每月大約用 %1 度電</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind: %1 (more kinds at home score a bonus)</source>
        <translation>種類：%1（家裡的家電種類越多，加分越多）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;%1&apos; is not needed this turn (the event)</source>
        <translation>這回合不需要「%1」（事件）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Needs a &apos;%1&apos; die, or your %1 marker on the card</source>
        <translation>需要一顆「%1」骰子，或你放在卡上的%1標記</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>money</source>
        <translation>金錢</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s %2 marker: kept for buying this card later</source>
        <translation>%1的%2標記：先占著，之後再買這張卡</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (%2): %3 points · %4 yuan · ⚡ %5 · %6</source>
        <translation>%1（%2）：%3 分 · %4 元 · ⚡ %5 · %6</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+14"/>
        <location line="+20"/>
        <source>%1 kWh/month</source>
        <translation>每月 %1 度</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>Also needs: %1</source>
        <translation>還需要：%1</translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>%1 points · %n kind(s) (+%3)</source>
        <translation>
            <numerusform>%1 分 · %n 類家電（+%3）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last-round card</source>
        <translation>最後一輪卡</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1&apos;s score: appliances %2 + %n kind(s) %3 − unpaid bill %4 = %5 points</source>
        <translation>
            <numerusform>%1的分數：家電 %2 + %n 類家電 %3 − 未繳電費 %4 = %5 分</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Their appliances use about %1 kWh a month.</source>
        <translation>這家的家電每月大約用 %1 度電。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The last-round card has turned up (it lies before the start player): the game ends after one more round.</source>
        <translation>最後一輪卡已經翻出來了（放在起始玩家面前）：再玩一輪遊戲就結束。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2 points · ⚡ %3</source>
        <translation>%1：%2 分 · ⚡ %3</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Not your turn: wait for the computer players.</source>
        <translation>還沒輪到你：請等電腦玩家下完。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll the dice first (the Roll the dice button).</source>
        <translation>請先擲骰子（按「擲骰子」）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards and the bill are paid once the dice are kept (Keep these dice).</source>
        <translation>保留骰子之後才能買家電和繳電費（按「保留這些骰子」）。</translation>
    </message>
    <message>
        <location filename="../views/power_butler/pictures.py" line="+64"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Events — 3 yuan/! dice land on the markers</source>
        <translation>事件：3元/! 骰子落在標記上</translation>
    </message>
    <message>
        <location filename="../views/power_butler/board_view.py" line="+5"/>
        <source>This turn: prices %1 lower</source>
        <translation>本回合：價格少 %1 元</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This turn: no %1 needed</source>
        <translation>本回合：不需要%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This turn: %1 dice cannot be used</source>
        <translation>本回合：不能使用%1骰子</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Money</source>
        <translation>金錢</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marker back when the turn ends: %1</source>
        <translation>標記於回合結束時收回：%1</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Shop deck: %n card(s)</source>
        <translation>
            <numerusform>家電牌堆：%n 張</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round %1</source>
        <translation>第 %1 輪</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the last round!</source>
        <translation>最後一輪！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the last-round card is out: one more round</source>
        <translation>最後一輪卡出現了：再一輪就結束</translation>
    </message>
</context>
<context>
    <name>PowerButlerDice</name>
    <message>
        <location line="-423"/>
        <source>Die %1: not rolled yet</source>
        <translation>骰子 %1：還沒擲</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Die %1: %2</source>
        <translation>骰子 %1：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>locked on an event marker: it cannot be rolled again</source>
        <translation>鎖在事件排序標記上，不能再重擲</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>spent this turn</source>
        <translation>這回合已用掉</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this turn&apos;s event stops this face</source>
        <translation>這回合的事件不准使用這個骰面</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>chosen</source>
        <translation>已選</translation>
    </message>
</context>
<context>
    <name>PowerButlerHintWords</name>
    <message>
        <location filename="../views/power_butler/hints.py" line="+83"/>
        <source>Roll the dice</source>
        <translation>擲骰子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep these dice: roll no more</source>
        <translation>保留這些骰子，不再重擲</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End your turn</source>
        <translation>結束你的回合</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Roll again: %1</source>
        <translation>重擲：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose %n dice (%1), then roll again</source>
        <translation>先選 %n 顆骰子（%1），再重擲</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pay %1 yuan of the bill: choose %n dice (%2), then click the bill</source>
        <translation>繳 %1 元電費：先選 %n 顆骰子（%2），再點電費區</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Choose %n dice (%1), then click the %2 to buy it</source>
        <translation>先選 %n 顆骰子（%1），再點%2買下它</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose %n dice (%1), then put your money marker on the %2</source>
        <translation>先選 %n 顆骰子（%1），再把你的金錢標記放到%2上</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Pay %1 yuan of the bill (%2)</source>
        <translation>繳 %1 元電費（%2）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pay %1 yuan (%2) for the %3</source>
        <translation>付 %1 元（%2）買%3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Spend %1 to put your money marker on the %2</source>
        <translation>用 %1 把你的金錢標記放到%2上</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Spend a %1 die to put your marker on the %2</source>
        <translation>用一顆「%1」骰子把你的標記放到%2上</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a %1 die, then put your marker on the %2</source>
        <translation>先選一顆「%1」骰子，再把你的標記放到%2上</translation>
    </message>
</context>
<context>
    <name>PowerButlerLegend</name>
    <message>
        <location filename="../views/power_butler/legend.py" line="+64"/>
        <source>Circled number (a card&apos;s top left): the points it scores at the end.</source>
        <translation>圓圈裡的數字（卡牌左上角）：遊戲結束時這張卡得的分數。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Coin: the price in yuan, paid with yuan dice; no change is given.</source>
        <translation>金幣：價格（元），用元骰子付；不能找零。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>⚡ and a number: the appliance&apos;s usage. Your usage marker moves that many notches; the bill grows with it.</source>
        <translation>⚡ 和數字：這台家電的耗電量。你的用電量指示物前進這麼多格，電費也跟著變多。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>kWh</source>
        <translation>度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;X kWh/month&apos; (每月 X 度): what the appliance uses at home in a month, a real figure.</source>
        <translation>「每月 X 度」：這台家電在家裡一個月大約用多少度電（真實的數字）。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&apos;%1&apos; (a card&apos;s bottom right): the card needs a die of this face, or your marker of it.</source>
        <translation>「%1」（卡牌右下角）：買這張卡需要一顆這個圖案的骰子，或你放在卡上的這種標記。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Yuan dice (1, 2 and 3 yuan): money for appliances and the bill.</source>
        <translation>元骰子（1元、2元、3元）：買家電和繳電費用的錢。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Red 3 yuan/! die: 3 yuan, and it goes onto an event-order marker (it cannot be rolled again).</source>
        <translation>紅色的 3元/！ 骰子：值 3 元，而且要放到事件排序標記上（不能再重擲）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Event-order markers: red dice fill them from the right; the event over the leftmost die happens.</source>
        <translation>事件排序標記：紅骰子從右邊開始放；最左邊那顆骰子上方的事件會發生。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A player&apos;s shape with a symbol on a card: their purchase marker, holding that condition for them.</source>
        <translation>卡上有玩家形狀加圖案：那位玩家的購買條件標記，先替他占住這個條件。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Usage track: the filled mark is usage, the ring the bill paid; red between them is unpaid (1 point off per notch at the end), green is paid ahead.</source>
        <translation>用電量記錄軌：實心記號是用電量，空心圈是已繳的電費；中間紅色是還欠的（遊戲結束時每格扣 1 分），綠色是預繳的。</translation>
    </message>
</context>
<context>
    <name>PowerButlerNewGameDialog</name>
    <message>
        <location filename="../views/power_butler/new_game_dialog.py" line="+28"/>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Simple game (age 8+)</source>
        <translation>簡單模式（8 歲以上）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dice are money: buy appliances with yuan dice, one reroll.</source>
        <translation>骰子就是錢：用元骰子買家電，可以重擲 1 次。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Standard game (age 10+)</source>
        <translation>標準模式（10 歲以上）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Appliances also need space, delivery or a socket; markers keep a card for later; two rerolls.</source>
        <translation>家電還需要固定空間、運送安裝或特殊插座；可用標記保留卡牌；可以重擲 2 次。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Everything is open on the table: players take turns at this computer.</source>
        <translation>桌上的東西大家都看得到：玩家輪流使用這台電腦。</translation>
    </message>
</context>
<context>
    <name>PowerButlerScoreboard</name>
    <message>
        <location filename="../views/power_butler/scoreboard.py" line="+25"/>
        <source>Appliance points</source>
        <translation>家電分數</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variety bonus</source>
        <translation>種類獎勵</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unpaid bill</source>
        <translation>未繳電費</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each unpaid notch costs a point.</source>
        <translation>每欠一格扣 1 分。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Total</source>
        <translation>總分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>kWh a month</source>
        <translation>每月度數</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bill (usage)</source>
        <translation>已繳／用電</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Usage-track notches paid / used</source>
        <translation>用電量記錄軌上已繳的格數／用掉的格數</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Bill (usage): usage-track notches paid / used. Each unpaid notch costs a point.</source>
        <translation>已繳／用電：用電量記錄軌上已繳的格數／用掉的格數。每欠一格扣 1 分。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Big comfort costs big power: a water heater uses as much electricity as about 160 LED bulbs. The households that chose what they really needed, and paid their bill as they went, came out ahead — at home it works the same way.</source>
        <translation>越舒適越耗電：一台電熱水器的用電量大約等於 160 顆 LED 燈泡。只買真正需要的家電、電費隨時繳清的家庭贏得最多——在真實的家裡也是一樣。</translation>
    </message>
</context>
<context>
    <name>PowerButlerWindow</name>
    <message>
        <location filename="../views/power_butler/window.py" line="+55"/>
        <source>Power Butler — Energy Table</source>
        <translation>電力管家 — 能源桌遊館</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Game over</source>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>simple game</source>
        <translation>簡單模式</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>standard game</source>
        <translation>標準模式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round %1</source>
        <translation>第 %1 輪</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Nothing to undo: dice were rolled, a card turned up, or another player has moved.</source>
        <translation>沒有可以復原的動作：已經擲過骰子、翻開了卡牌，或其他玩家已經行動。</translation>
    </message>
</context>
<context>
    <name>PowerButlerWords</name>
    <message>
        <location filename="../views/power_butler/narration.py" line="+41"/>
        <source>money marker</source>
        <translation>金錢標記</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 marker</source>
        <translation>%1標記</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1 rolls %n dice again.</source>
        <translation>
            <numerusform>%1 重擲 %n 顆骰子。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 keeps the dice.</source>
        <translation>%1 保留骰子。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 sets %2 yuan beside the usage track for the bill.</source>
        <translation>%1 在用電量記錄軌旁放了 %2 元準備繳電費。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 ends the turn.</source>
        <translation>%1 結束回合。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 rolls: %2.</source>
        <translation>%1 擲出：%2。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Event for %1: %2 — %3</source>
        <translation>%1 觸發事件：%2 — %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>markers</source>
        <translation>標記</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 buys the %2 (%3) — usage +%4 (%5 kWh a month).</source>
        <translation>%1 買下%2（%3）— 用電量 +%4（每月 %5 度）。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 puts the %2 on the %3.</source>
        <translation>%1 把%2放到%3上。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 pays %2 of the electricity bill.</source>
        <translation>%1 繳了 %2 格電費。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last-round card turns up: the next round is the last.</source>
        <translation>最後一輪卡出現了：下一輪是最後一輪。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last round begins.</source>
        <translation>最後一輪開始。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over.</source>
        <translation>遊戲結束。</translation>
    </message>
</context>
</TS>
