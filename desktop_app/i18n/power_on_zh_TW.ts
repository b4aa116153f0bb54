<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>PlayerAidDialog</name>
    <message>
        <location filename="../views/power_on/aid_dialog.py" line="+54"/>
        <source>Player aid — Power On!</source>
        <translation>玩家輔助卡 — 電力啟動</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Your turn: %1 action points</source>
        <translation>你的回合：%1個行動點</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Spend them on the actions below, in any order; an action may be repeated. Each costs %1 action point.</source>
        <translation>用於下列行動，種類及順序不限，每種行動皆可重複進行；各種行動執行1次皆須消耗%1個行動點。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 action point</source>
        <translation>%1個行動點</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 action points</source>
        <translation>%1個行動點</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draw</source>
        <translation>取牌</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take the deck&apos;s top card or one face-up card. Not with %1 cards in hand (the hand limit).</source>
        <translation>從牌堆上方或場上翻開的卡牌中拿取1張加入手牌。手牌已達%1張（手牌上限）時不能取牌。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Play</source>
        <translation>打牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build a plant card in front of you, or play a function card: do what it says, then discard it.</source>
        <translation>打出1張電廠卡興建電廠，或打出1張功能卡立即執行其功能，執行完後丟置棄牌堆。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Generate</source>
        <translation>發電</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run unused plants of one type: coal, gas or nuclear, as many as you pay for. Each plant runs once a turn.</source>
        <translation>啟動同一種類的燃煤、燃氣或核能電廠，付得起燃料的張數皆可一次啟動。每回合每張電廠卡只能發電一次。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Free</source>
        <translation>免費</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solar, wind and hydro plants run at any time in your turn.</source>
        <translation>太陽光電、風力及川流式水力電廠可在回合中任何時候發電。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no action point</source>
        <translation>不耗行動點</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Generating power (per plant run)</source>
        <translation>發電規則（每啟動1張電廠卡）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Plant</source>
        <translation>電廠</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power</source>
        <translation>發電量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Carbon tokens</source>
        <translation>碳排放指示物</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fuel</source>
        <translation>燃料</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>* Solar and wind: each plant gives the number (%1–%2) on the back of the deck&apos;s top card.</source>
        <translation>* 太陽光電及風力：每張電廠卡的發電量為遊戲卡牌堆最上方卡牌背面的數字（%1～%2）。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Lighting a city</source>
        <translation>點亮城市</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After your actions, take cities from the row whose power needs add up to at most the power you generated this turn.</source>
        <translation>完成行動後，若本回合的發電量滿足場上城市卡所需電量的總和，便可拿取這些城市卡。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>After your actions, take one city from the row whose power need is at most the power you generated this turn.</source>
        <translation>完成行動後，若本回合的發電量滿足場上某張城市卡的所需電量，便可拿取該城市卡。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 Then your plants are reset and unused power is lost.</source>
        <translation>%1之後電廠回復為非啟動狀態，未用完的電量不保留。</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>, plus 1 %1 card as the waste barrel (hand cards cannot replace it)</source>
        <translation>；另加1張「%1」卡當作核廢料貯存桶（不能以手牌取代）</translation>
    </message>
    <message>
        <location line="-33"/>
        <source>The carbon tower</source>
        <translation>碳塔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stack the tokens %1 at a time, at any angle, on the one shared tower.</source>
        <translation>每次放置%1個指示物，角度不限；場上僅有1座碳塔。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A new tower&apos;s first token lies on the table where you put it: it cannot fall.</source>
        <translation>新碳塔的第一個指示物直接放在你選定的桌面位置，不會倒塌。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A token falls: those plants give no power, you miss %1 turn per collapse, every other player discards %2 card, and the tower is cleared.</source>
        <translation>有指示物掉落即碳塔倒塌：本次啟動的電廠不能發電，每倒塌1次暫停%1個行動回合，其他每位玩家丟棄%2張手牌，並清除整座碳塔。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>none (free)</source>
        <translation>無（免費）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>discard %1 hand card</source>
        <translation>棄掉%1張手牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 %1 card or %2 hand cards</source>
        <translation>1張「%1」卡或%2張手牌</translation>
    </message>
</context>
<context>
    <name>PowerOnActionPanel</name>
    <message>
        <location filename="../views/power_on/panels.py" line="+255"/>
        <source>Game over</source>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The scores are in the window over the table.</source>
        <translation>分數顯示在桌面上方的視窗中。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is thinking…</source>
        <translation>%1 正在思考…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Computer players move on their own. Pause or step them in the Computer players menu.</source>
        <translation>電腦玩家會自己行動。可在「電腦玩家」選單中暫停或一步一步進行。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Pass the computer to %1</source>
        <translation>請把電腦交給 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everyone else, please look away: %1&apos;s cards are about to show.</source>
        <translation>其他人請先別看：%1 的手牌即將顯示。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I am %1: show my cards</source>
        <translation>我是 %1：顯示我的手牌</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: %2 action point(s) left</source>
        <translation>%1：還剩 %2 個行動點</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Draw the top card of the deck (1 point)</source>
        <translation>從牌堆頂抽 1 張牌（1 點）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Or click a face-up card on the table to take it (1 point).</source>
        <translation>或點選桌上翻開的卡牌拿取（1 點）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your hand is full: you cannot take cards.</source>
        <translation>手牌已滿：不能再拿牌。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 (⚡%2)</source>
        <translation>%1（⚡%2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Power now: %1 — in reach: %2.</source>
        <translation>目前電力：%1 —— 可點亮：%2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Power now: %1 — no city in reach yet.</source>
        <translation>目前電力：%1 —— 還沒有城市能點亮。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Build or play the chosen card</source>
        <translation>蓋出或打出選好的卡牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build %1 (1 point)</source>
        <translation>蓋%1（1 點）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play %1 (1 point)</source>
        <translation>打出%1（1 點）</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>…or pay: %1</source>
        <translation>…或改付：%1</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Yes, end my turn without a city</source>
        <translation>確定，不點亮城市就結束回合</translation>
    </message>
    <message>
        <location line="-145"/>
        <source>Click a card in your hand to build it, play it, or pay with it.</source>
        <translation>點選手牌中的卡牌，就能蓋電廠、打出卡牌或用它支付。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>End my actions</source>
        <translation>結束我的行動</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Generate (1 point; the cards listed are paid):</source>
        <translation>發電（1 點；支付列出的卡牌）：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Run %1 × %2 — pay: %3</source>
        <translation>運轉%1電廠 ×%2 — 支付：%3</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Run the %1 plants (free)</source>
        <translation>讓%1發電（免費）</translation>
    </message>
    <message>
        <location line="-131"/>
        <source>Stack %1 carbon token(s)</source>
        <translation>疊 %1 個碳排放指示物</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>There is no tower yet: drop the first token anywhere on the table (the mouse or the arrow keys, then a click or Space). It cannot fall; the tower is built on it.</source>
        <translation>還沒有碳塔：把第一個指示物放在桌面上任何位置（用滑鼠或方向鍵，再點一下或按空白鍵）。它不會倒塌，碳塔就建在它上面。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Move the mouse over the tower to aim, turn the token with the wheel (or the arrow keys), and click (or press Space) to drop it. If any token falls off, the tower collapses.</source>
        <translation>把滑鼠移到碳塔上方瞄準，用滾輪（或方向鍵）轉動指示物，按一下滑鼠（或空白鍵）放下。只要有指示物掉落，碳塔就倒了。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Drop the token</source>
        <translation>放下指示物</translation>
    </message>
    <message>
        <location line="-144"/>
        <source>The tower fell! %1, discard one card</source>
        <translation>碳塔倒了！%1 請棄 1 張牌</translation>
    </message>
    <message>
        <location line="+147"/>
        <source>Click a card in your hand, or a button below.</source>
        <translation>點選手牌中的一張牌，或按下方的按鈕。</translation>
    </message>
    <message>
        <location line="-141"/>
        <source>Light a city with %1 power</source>
        <translation>用 %1 點電力點亮城市</translation>
    </message>
    <message>
        <location line="+150"/>
        <source>Click a lit-up city on the table, or a button below.</source>
        <translation>點選桌上亮起的城市，或按下方的按鈕。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not enough power for any city this turn.</source>
        <translation>這回合的電力不夠點亮任何城市。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Light %1 (needs %2 power, %3 ★)</source>
        <translation>點亮%1（需要 %2 點電力，%3 ★）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Light no city, end my turn</source>
        <translation>不點亮城市，結束我的回合</translation>
    </message>
</context>
<context>
    <name>PowerOnBoardView</name>
    <message>
        <location filename="../views/power_on/board_view.py" line="+114"/>
        <source>Power On! table</source>
        <translation>電力啟動的桌面</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cities to light, the deck, the face-up cards, every player&apos;s plants and your hand. Tab goes from part to part, the arrow keys along a part; Enter chooses.</source>
        <translation>待點亮的城市、牌堆、翻開的卡牌、每位玩家的電廠，以及你的手牌。按 Tab 鍵換到下一區，方向鍵在區內移動，按 Enter 選取。</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>power = deck&apos;s back number</source>
        <translation>發電量＝牌堆頂卡背數字</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>power %1 · carbon %2</source>
        <translation>發電 %1 · 碳排 %2</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Cities to light</source>
        <translation>待點亮的城市</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>City cards left</source>
        <translation>剩餘城市卡</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 city cards left. The game ends when the row of 3 cities cannot be filled again.</source>
        <translation>還剩 %1 張城市卡。城市列無法再補滿 3 張時，遊戲結束。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deck</source>
        <translation>牌堆</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cards</source>
        <translation>%1 張</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The number on the top card&apos;s back is what solar and wind plants give now.</source>
        <translation>牌堆頂卡背的數字，就是太陽光電和風力現在的發電量。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discard</source>
        <translation>棄牌堆</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Discard pile (%1 cards). On top: %2</source>
        <translation>棄牌堆（%1 張）。最上面是：%2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: needs %2 power (⚡) this turn; worth %3 ★ (points).</source>
        <translation>%1：本回合需要 %2 點電力（⚡）；價值 %3 ★（分數）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Click to light %1.</source>
        <translation>點一下即可點亮%1。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Face-up cards (take one for 1 action point)</source>
        <translation>翻開的卡牌（花 1 個行動點拿 1 張）</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1&apos;s hand</source>
        <translation>%1 的手牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s hand: no cards</source>
        <translation>%1 的手牌：沒有牌</translation>
    </message>
    <message>
        <location filename="../views/power_on/player_rows.py" line="+48"/>
        <source>Game over</source>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round %1</source>
        <translation>第 %1 輪</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Action points left</source>
        <translation>剩餘行動點</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power this turn</source>
        <translation>本回合電力</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1&apos;s turn, round %2.</source>
        <translation>輪到 %1，第 %2 輪。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Action points left: %1 (blue discs). Taking, building, playing and generating cost 1 each.</source>
        <translation>剩餘行動點：%1（藍色圓點）。取牌、蓋電廠、打功能卡、發電各花 1 點。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Power this turn: %1 (⚡). A city needing at most this can be lit after the actions.</source>
        <translation>本回合電力：%1（⚡）。行動結束後，可點亮所需電力不超過這個數的城市。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>★ %1: stars from the cities lit (the points)</source>
        <translation>★ %1：點亮的城市得到的星星（分數）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Carbon tokens this player stacked on the tower: %1</source>
        <translation>這位玩家疊上碳塔的碳排放指示物：%1 個</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards in hand: %1</source>
        <translation>手牌：%1 張</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 × %2 plant</source>
        <translation>%1 座%2電廠</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A raised plant with a yellow ring has run this turn.</source>
        <translation>升起並有黃色圈的電廠，表示本回合已發電。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>computer</source>
        <translation>電腦</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>1 card in hand</source>
        <translation>手牌 1 張</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cards in hand</source>
        <translation>手牌 %1 張</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>misses next turn</source>
        <translation>下回合暫停</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>misses the next %1 turns</source>
        <translation>接下來%1回合暫停</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no plants yet</source>
        <translation>還沒有電廠</translation>
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
        <translation>從牌堆頂抽 1 張牌（1 個行動點）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take %1 from the face-up cards (1 action point).</source>
        <translation>從翻開的卡牌中拿取「%1」（1 個行動點）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Build your %1: click it in your hand, then its Build button (1 action point).</source>
        <translation>蓋「%1」：先點選手上的這張牌，再按「蓋%1」（1 個行動點）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play your %1: click it in your hand, then its Play button (1 action point).</source>
        <translation>打出「%1」：先點選手上的這張牌，再按「打出%1」（1 個行動點）。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>End your actions now.</source>
        <translation>現在就結束行動。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>End your turn without a city: press the ringed button twice (your %1 power is lost).</source>
        <translation>不點亮城市就結束回合：按被圈起來的按鈕兩次（本回合的 %1 點電力會作廢）。</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Run %n %1 plant(s), paying %2 (1 action point).</source>
        <translation>運轉 %n 座%1電廠，支付：%2（1 個行動點）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Click those cards in your hand first, then the ringed button.</source>
        <translation>先點選手上的這幾張牌，再按被圈起來的按鈕。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Run your %1 plants (free: no action point).</source>
        <translation>讓你的%1電廠發電（免費：不用行動點）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Drop the first token on the table: it cannot fall.</source>
        <translation>把第一個指示物放在桌面上：它不會倒。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop the token over the middle of the top token, lying flat.</source>
        <translation>把指示物橫躺著，對準最上面那個指示物的正中間放下。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discard your %1.</source>
        <translation>棄掉你的「%1」。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Light no city and end your turn.</source>
        <translation>不點亮城市，結束你的回合。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Light %1 (needs %2 power, %3 ★).</source>
        <translation>點亮%1（需要 %2 點電力，%3 ★）。</translation>
    </message>
</context>
<context>
    <name>PowerOnLegend</name>
    <message>
        <location filename="../views/power_on/legend.py" line="+67"/>
        <source>⚡ Power. On a city card: the power it needs. In the turn box: the power made this turn. After your actions, light one city whose need this power meets; power not used is lost.</source>
        <translation>⚡ 電力。在城市卡上：點亮它所需的電力。在回合框中：本回合發出的電力。行動結束後，可點亮一座所需電力不超過這個數的城市；沒用到的電力會作廢。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>★ Stars: a city&apos;s points. When the city row cannot be filled again, the most stars wins.</source>
        <translation>★ 星星：城市的分數。城市列無法再補滿時，星星最多的玩家獲勝。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Carbon token: coal and gas plants stack these on the carbon tower when they run. If a token falls, the tower collapses: no power, and a missed turn.</source>
        <translation>碳排放指示物：燃煤和燃氣電廠發電時要把它疊上碳塔。只要有指示物掉落，碳塔就倒塌：這次不發電，還要暫停一回合。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The deck&apos;s top card shows a number (0-2) on its back: what each solar or wind plant gives now.</source>
        <translation>牌堆頂那張卡牌的背面有個數字（0～2）：就是現在每座太陽光電或風力電廠發的電。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Action points (blue discs): 3 a turn. Taking a card, building or playing one, and generating cost 1.</source>
        <translation>行動點（藍色圓點）：每回合 3 點。取牌、蓋電廠或打功能卡、發電各花 1 點。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: free to run; gives the deck top&apos;s back number in power.</source>
        <translation>%1：發電不花行動點；發電量等於牌堆頂卡牌背面的數字。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: free to run; gives %2 power.</source>
        <translation>%1：發電不花行動點；發 %2 點電。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: gives %2 power, stacks %3 carbon tokens; pay by discarding 1 card.</source>
        <translation>%1：發 %2 點電，要疊 %3 個碳排放指示物；棄 1 張手牌當燃料。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: gives %2 power, stacks %3 carbon tokens; pay with a natural gas card or 2 cards.</source>
        <translation>%1：發 %2 點電，要疊 %3 個碳排放指示物；用 1 張天然氣卡或棄 2 張手牌當燃料。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: gives %2 power, no carbon; pay with uranium (or 2 cards) and a waste barrel.</source>
        <translation>%1：發 %2 點電，沒有碳排放；要用 1 張核燃料（或棄 2 張手牌）加 1 張核廢料貯存桶。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Natural gas card: fuel for one gas plant (a pale blue band).</source>
        <translation>天然氣卡：一座燃氣電廠的燃料（淺藍色色帶）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Uranium or waste barrel card: either fuel or the waste barrel for a nuclear plant, not both.</source>
        <translation>核燃料（鈾）或核廢料貯存桶卡：可當核能電廠的燃料或貯存桶，但不能同時當兩者。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Function card (a bulb): play it for 1 point, carry out what it says, then it is discarded.</source>
        <translation>功能卡（燈泡）：花 1 點打出，照卡上寫的做，然後丟到棄牌堆。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A plant raised with a yellow ring has run this turn.</source>
        <translation>升起並有黃色圈的電廠，表示本回合已發電。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A city edged in blue can be lit now: click it.</source>
        <translation>有藍色外框的城市現在可以點亮：點一下即可。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A card edged in blue is chosen in your hand: build it, play it, or pay with it.</source>
        <translation>有藍色外框的手牌是你選好的牌：可以蓋出、打出或用來支付。</translation>
    </message>
</context>
<context>
    <name>PowerOnNewGameDialog</name>
    <message>
        <location filename="../views/power_on/new_game_dialog.py" line="+26"/>
        <source>Computer: beginner (makes mistakes)</source>
        <translation>電腦：新手（會犯錯）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The carbon tower</source>
        <translation>碳塔</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Stack the tokens by hand</source>
        <translation>自己動手疊指示物</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drop each carbon token on the tower with the mouse or the keys; if one falls off, the tower collapses.</source>
        <translation>用滑鼠或鍵盤把每個碳排放指示物放到碳塔上；只要有一個掉落，碳塔就倒了。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No dexterity: the computer stacks for you</source>
        <translation>免手眼協調：由電腦幫你疊</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>For players who find the mouse hard: each token may topple the tower, more likely the taller it is.</source>
        <translation>適合不方便使用滑鼠的玩家：每放一個指示物，碳塔都有機會倒塌，塔越高越容易倒。</translation>
    </message>
</context>
<context>
    <name>PowerOnReasons</name>
    <message>
        <location filename="../views/power_on/reasons.py" line="+18"/>
        <source>After your actions, light one city whose ⚡ need is at most this turn&apos;s power. Power not used is lost when the turn ends.</source>
        <translation>行動結束後，可點亮一座所需電力（⚡）不超過本回合電力的城市。沒用到的電力在回合結束時作廢。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is lit after your actions: spend your action points or press “End my actions”, then click %1.</source>
        <translation>%1要在行動結束後才能點亮：先用完行動點，或按「結束我的行動」，再點選%1。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 needs %2 power; you have %3 this turn.</source>
        <translation>%1需要 %2 點電力；你本回合只有 %3 點。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only the player whose turn it is lights a city, after their actions.</source>
        <translation>只有輪到的玩家在行動結束後才能點亮城市。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Choose one card to build or play (1 point each). With %n cards chosen, they can only pay for running plants.</source>
        <translation>一次只能蓋出或打出 1 張卡牌（每張 1 點）。選了 %n 張時，它們只能用來支付發電。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 is fuel: it is not played; it pays for running a gas or nuclear plant.</source>
        <translation>%1是燃料卡：不能打出，只能用來支付燃氣或核能電廠發電。</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+33"/>
        <source>No action points left: light a city or end your turn.</source>
        <translation>沒有行動點了：點亮一座城市，或結束你的回合。</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Your %1 power lights no city and is lost when your turn ends. Press again to end your turn anyway.</source>
        <translation>你的 %1 點電力沒有點亮任何城市，回合結束時就會作廢。再按一次即結束回合。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The deck&apos;s top card now shows %1 (it was %2): each solar or wind plant run now gives %1 power.</source>
        <translation>牌堆頂的卡牌背面現在是 %1（原本是 %2）：現在啟動太陽光電或風力電廠，每座發 %1 點電。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your hand is full (%1 cards): you cannot take another card.</source>
        <translation>你的手牌已滿（%1 張）：不能再拿牌。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There are no cards left to draw.</source>
        <translation>已經沒有牌可以抽了。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That card is not among the face-up cards.</source>
        <translation>那張牌不在翻開的卡牌中。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not now: finish the step the panel shows first.</source>
        <translation>現在不行：請先完成右側面板上的步驟。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules do not allow that now.</source>
        <translation>規則現在不允許這麼做。</translation>
    </message>
</context>
<context>
    <name>PowerOnScoreboard</name>
    <message>
        <location filename="../views/power_on/scoreboard.py" line="+63"/>
        <source>Game over</source>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Stars</source>
        <translation>星星</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cities</source>
        <translation>城市</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Power made by this source</source>
        <translation>這種電廠發出的電力</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Function cards</source>
        <translation>功能卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Carbon stacked</source>
        <translation>疊上的碳排</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Towers toppled</source>
        <translation>弄倒碳塔</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Power by source is in the middle columns. Coal and gas gave %1% of all the power and put %2 carbon tokens on the tower; nuclear, sun, wind and water put none. A taller tower is harder to keep standing: that is why cleaner power matters.</source>
        <translation>中間幾欄是各種電源的發電量。燃煤和燃氣提供了全部電力的 %1%，也在碳塔上疊了 %2 個碳排放指示物；核能、太陽、風和水一個也沒有。塔越高越難保持不倒：這就是乾淨電力重要的原因。</translation>
    </message>
</context>
<context>
    <name>PowerOnWindow</name>
    <message>
        <location filename="../views/power_on/window.py" line="+88"/>
        <source>Power On! — Energy Table</source>
        <translation>電力啟動 — 能源桌遊館</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Player aid</source>
        <translation>玩家輔助卡</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The turn&apos;s options and costs, as on the box&apos;s player aid card (%1)</source>
        <translation>回合中可做的行動及其花費，如同盒中的玩家輔助卡（%1）</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Player &amp;aid…</source>
        <translation>玩家輔助卡(&amp;A)…</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>Coal and gas plants stack carbon tokens here when they run. If a token falls, the tower collapses: the player gets no power and misses a turn.</source>
        <translation>燃煤和燃氣電廠發電時，要把碳排放指示物疊在這裡。只要有指示物掉落，碳塔就倒塌：這位玩家這次不發電，還要暫停一回合。</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Carbon tower: %1 high</source>
        <translation>碳塔：%1 層高</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 tokens left in the supply</source>
        <translation>供應區還剩 %1 個指示物</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stacked by chance</source>
        <translation>由機率決定是否倒塌</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game over</source>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round %1</source>
        <translation>第 %1 輪</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no-dexterity tower</source>
        <translation>免手眼協調碳塔</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Nothing to undo: a card turned up, a token was dropped, or another player has moved.</source>
        <translation>無法復原：已經翻開了卡牌、放下了指示物，或其他玩家已經行動。</translation>
    </message>
</context>
<context>
    <name>PowerOnWords</name>
    <message>
        <location filename="../views/power_on/narration.py" line="+49"/>
        <source>%1 draws a card from the deck.</source>
        <translation>%1 從牌堆抽了 1 張牌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 takes %2 from the face-up cards.</source>
        <translation>%1 從翻開的卡牌中拿了%2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 builds a %2.</source>
        <translation>%1 蓋了一座%2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 plays %2.</source>
        <translation>%1 打出%2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%n card(s)</source>
        <translation>%n 張牌</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 runs %n %2 plant(s), paying %3.</source>
        <translation>%1 運轉 %n 座%2電廠，支付 %3。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 runs the %2 plants.</source>
        <translation>%1 讓%2發電。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 ends the actions.</source>
        <translation>%1 結束行動。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 discards %2.</source>
        <translation>%1 棄掉%2。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 lights up %2!</source>
        <translation>%1 點亮了%2！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lights no city this turn.</source>
        <translation>%1 這回合沒有點亮城市。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 gets %2 power from %3.</source>
        <translation>%1 從%3獲得 %2 點電力。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The carbon tower (%n token(s)) falls! %1 gets no power and misses the next turn.</source>
        <translation>碳塔（%n 層）倒了！%1 這次沒有電力，下回合暫停。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The carbon supply ran out: %n token(s) come off the tower to be stacked again.</source>
        <translation>碳排放指示物用完了：從碳塔頂端拿下 %n 個重新疊。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 misses this turn.</source>
        <translation>%1 這回合暫停。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No city has been lit for %n round(s), so the game ends here.</source>
        <translation>已經 %n 輪沒有人點亮城市了，遊戲就在這裡結束。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game over: %1 wins!</source>
        <translation>遊戲結束：%1 獲勝！</translation>
    </message>
</context>
<context>
    <name>TowerView</name>
    <message>
        <location filename="../views/power_on/tower_view.py" line="+148"/>
        <source>Carbon tower</source>
        <translation>碳塔</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When stacking: the arrow keys aim and turn the token, Space drops it; if a token falls, the tower collapses.</source>
        <translation>堆疊時：用方向鍵瞄準並轉動指示物，按空白鍵放下；只要有指示物掉落，碳塔就倒塌。</translation>
    </message>
</context>
</TS>
