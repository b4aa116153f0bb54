<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>PowerGridBoard</name>
    <message>
        <location filename="../views/power_grid/market_view.py" line="+46"/>
        <source>Phase 2: auction</source>
        <translation>步驟 2：拍賣電廠</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phase 3: buying resources</source>
        <translation>步驟 3：購買資源</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phase 4: building</source>
        <translation>步驟 4：建設城市</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phase 5: bureaucracy</source>
        <translation>步驟 5：發電與收入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over</source>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Supply</source>
        <translation>供應區</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Turn order</source>
        <translation>玩家順序</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Bid {bid}</source>
        <translation>出價 {bid}</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>{count} cards left</source>
        <translation>剩 {count} 張</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Step 3 card at the bottom</source>
        <translation>第 3 階段卡
在牌堆底</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step 3 has begun</source>
        <translation>第 3 階段已開始</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step 3 card drawn</source>
        <translation>「第 3 階段」卡已翻出</translation>
    </message>
    <message>
        <location filename="../views/power_grid/board_view.py" line="+47"/>
        <location filename="../views/power_grid/market_view.py" line="+81"/>
        <source>Power plant market</source>
        <translation>電廠市場</translation>
    </message>
    <message>
        <location line="+151"/>
        <source>Grey, hatched: not in play</source>
        <translation>灰色斜線：未使用</translation>
    </message>
    <message>
        <location filename="../views/power_grid/market_view.py" line="-89"/>
        <source>Next: plant {plant}, face up</source>
        <translation>下一張：{plant} 號電廠（正面朝上）</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>Future market (not yet for sale)</source>
        <translation>未來市場（尚不能購買）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Up for auction</source>
        <translation>拍賣中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resource market (price per unit)</source>
        <translation>資源市場（每單位價格）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step 3</source>
        <translation>第 3 階段</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Begins when this phase ends</source>
        <translation>本步驟結束時開始</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Carbon marks on the plants</source>
        <translation>電廠上的碳排標記</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no CO₂ while running</source>
        <translation>發電時不排放 CO₂</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>up to 500 kg CO₂ per city</source>
        <translation>每座城市最多 500 公斤 CO₂</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>up to 1,000 kg CO₂ per city</source>
        <translation>每座城市最多 1,000 公斤 CO₂</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>over 1,000 kg CO₂ per city</source>
        <translation>每座城市超過 1,000 公斤 CO₂</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Step 3: all plants for sale</source>
        <translation>第 3 階段：所有電廠皆可購買</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current market (for sale)</source>
        <translation>現有市場（可購買）</translation>
    </message>
    <message>
        <location filename="../views/power_grid/board_view.py" line="-1"/>
        <source>Regions</source>
        <translation>區域</translation>
    </message>
    <message>
        <location filename="../views/power_grid/market_view.py" line="+6"/>
        <source>Round {round} · Step {step} · {phase}</source>
        <translation>第 {round} 回合 · 第 {step} 階段 · {phase}</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Power plant {number}</source>
        <translation>電廠 {number}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Needs no fuel; powers {cities} cities</source>
        <translation>不需燃料；供電 {cities} 座城市</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{coal} or {oil}</source>
        <translation>{coal}或{oil}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Burns {amount} {fuel} to power {cities} cities</source>
        <translation>燃燒 {amount} 單位{fuel}，供電 {cities} 座城市</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No CO₂ while running</source>
        <translation>發電時不排放 CO₂</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>About {kg} kg CO₂ per city powered</source>
        <translation>每供電一座城市約排放 {kg} 公斤 CO₂</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Face up on top of the deck: it joins the market when the next plant is drawn.</source>
        <translation>正面朝上放在牌堆頂：下次翻牌時它就會進入市場。</translation>
    </message>
    <message>
        <location filename="../views/power_grid/items/city.py" line="+141"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../views/power_grid/items/resource_market.py" line="+79"/>
        <source>%1: %2 for sale in the market, %3 in the general supply</source>
        <translation>%1：市場上可買 %2 個，供應區還有 %3 個</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each column is a price in Elektro: buyers take the cheapest fuel first. Fuel comes back from the supply each round.</source>
        <translation>每一欄是一個單價（電元）：購買時先拿最便宜的。每回合結束時由供應區補貨回市場。</translation>
    </message>
    <message>
        <location filename="../views/power_grid/items/map_layer.py" line="+157"/>
        <source>Cable between %1 and %2: %3 Elektro to connect</source>
        <translation>%1 和 %2 之間的線路：連接要 %3 電元</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Region: %1</source>
        <translation>區域：%1</translation>
    </message>
    <message>
        <location filename="../views/power_grid/items/plant_card.py" line="+297"/>
        <source>The draw pile of plants: a bought plant is replaced from it, face down.</source>
        <translation>電廠牌堆：每買走一座電廠，就從這裡補一張。</translation>
    </message>
    <message>
        <location filename="../views/power_grid/items/status.py" line="+86"/>
        <source>Turn order: the player to act has the arrow and a bold ring; a faded player is done with this phase.</source>
        <translation>玩家順序：輪到的玩家有箭頭和粗框；變淡的玩家已完成這個步驟。</translation>
    </message>
    <message>
        <location filename="../views/power_grid/table.py" line="+117"/>
        <source>Map</source>
        <translation>地圖</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the map: cities, cables and regions (Ctrl+M)</source>
        <translation>顯示地圖：城市、線路與區域（Ctrl+M）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Markets</source>
        <translation>市場</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the plant and resource markets and the turn order (Ctrl+M)</source>
        <translation>顯示電廠市場、資源市場與玩家順序（Ctrl+M）</translation>
    </message>
</context>
<context>
    <name>PowerGridLegend</name>
    <message>
        <location filename="../views/power_grid/legend.py" line="+128"/>
        <source>A power plant card: its number (on the band, in its fuel&apos;s colour) is also the lowest opening bid; the fuel icons are what it burns in a round; → and a house: how many cities it can power.</source>
        <translation>電廠卡：色帶上的編號（顏色代表燃料）也是最低起標價；燃料圖示是它每回合燒掉的燃料；→ 和房子：它能供電的城市數。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Coal: the fuel of coal plants and hybrid plants.</source>
        <translation>煤：燃煤電廠和混合電廠的燃料。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oil: the fuel of oil plants and hybrid plants.</source>
        <translation>石油：燃油電廠和混合電廠的燃料。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Garbage: the fuel of garbage plants.</source>
        <translation>垃圾：垃圾電廠的燃料。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Uranium: the fuel of nuclear plants.</source>
        <translation>鈾：核能電廠的燃料。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Coal and oil together: a hybrid plant burns either, in any mix.</source>
        <translation>煤和石油並列：混合電廠可燒其中任一種，任意搭配。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Leaf: an ecological plant (wind, sun, water). It needs no fuel and emits no CO₂.</source>
        <translation>葉子：生態電廠（風力、太陽能、水力），不需燃料，也不排放 CO₂。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fusion plant: it needs no fuel.</source>
        <translation>核融合電廠：不需燃料。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One cloud on a plant: it emits up to 500 kg of CO₂ for each city it powers.</source>
        <translation>電廠上一朵雲：每供電一座城市最多排放 500 公斤 CO₂。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two clouds: up to 1,000 kg of CO₂ for each city.</source>
        <translation>兩朵雲：每座城市最多排放 1,000 公斤 CO₂。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three clouds: over 1,000 kg of CO₂ for each city.</source>
        <translation>三朵雲：每座城市排放超過 1,000 公斤 CO₂。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A city: its three house spaces cost 10, 15 and 20. A player&apos;s mark shows who built there; a dashed space opens in a later step (Step 2, then Step 3).</source>
        <translation>城市：三個房屋格分別要 10、15、20 電元。格子裡的玩家標記表示誰蓋在這裡；虛線格要到之後的階段（第 2 階段、第 3 階段）才開放。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A number on a line: the cable cost to connect those two cities.</source>
        <translation>線路上的數字：連接這兩座城市的線路費用。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A player&apos;s mark (its colour and shape): their houses on the map, their place in the turn order, their cards.</source>
        <translation>玩家標記（顏色和形狀）：代表該玩家在地圖上的房屋、在玩家順序中的位置和他的卡。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The resource market: each column is a price in Elektro for one unit; buying takes the cheapest first. The number left of a row is the fuel still in the general supply.</source>
        <translation>資源市場：每一欄是一單位的價格（電元），購買時先拿最便宜的。每列左邊的數字是供應區還剩下的燃料。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The draw pile of plants: its number is how many cards are left.</source>
        <translation>電廠牌堆：上面的數字是剩下的張數。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Regions: the map&apos;s colours. A grey hatched region is not in play in this game.</source>
        <translation>區域：地圖上的顏色。灰色斜線的區域這局不使用。</translation>
    </message>
</context>
</TS>
