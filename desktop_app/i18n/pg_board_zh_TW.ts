<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>PowerGridBoard</name>
    <message>
        <location filename="../views/power_grid/board_view.py" line="+66"/>
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
        <location line="+145"/>
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
        <location line="-212"/>
        <location line="+307"/>
        <source>Power plant market</source>
        <translation>電廠市場</translation>
    </message>
    <message>
        <location line="-103"/>
        <source>Next: plant {plant}, face up</source>
        <translation>下一張：{plant} 號電廠（正面朝上）</translation>
    </message>
    <message>
        <location line="+105"/>
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
        <location line="+16"/>
        <source>Step 3: all plants for sale</source>
        <translation>第 3 階段：所有電廠皆可購買</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current market (for sale)</source>
        <translation>現有市場（可購買）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Regions</source>
        <translation>區域</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{region} (not in play)</source>
        <translation>{region}（未使用）</translation>
    </message>
    <message>
        <location line="+7"/>
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
        <location line="+22"/>
        <source>Face up on top of the deck: it joins the market when the next plant is drawn.</source>
        <translation>正面朝上放在牌堆頂：下次翻牌時它就會進入市場。</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../views/power_grid/items/resource_market.py" line="+64"/>
        <source>%1: %2 for sale in the market, %3 in the general supply</source>
        <translation>%1：市場上可買 %2 個，供應區還有 %3 個</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each column is a price in Elektro: buyers take the cheapest fuel first. Fuel comes back from the supply each round.</source>
        <translation>每一欄是一個單價（電元）：購買時先拿最便宜的。每回合結束時由供應區補貨回市場。</translation>
    </message>
</context>
</TS>
