<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>PowerGridBoard</name>
    <message>
        <location filename="../views/power_grid/market_view.py" line="+46"/>
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
        <location line="+78"/>
        <source>Supply</source>
        <translation>Supply</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Turn order</source>
        <translation>Turn order</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Bid {bid}</source>
        <translation>Bid {bid}</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>{count} cards left</source>
        <translation>{count} cards left</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Step 3 card at the bottom</source>
        <translation>Step 3 card at the bottom</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step 3 has begun</source>
        <translation>Step 3 has begun</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step 3 card drawn</source>
        <translation>Step 3 card drawn</translation>
    </message>
    <message>
        <location filename="../views/power_grid/board_view.py" line="+47"/>
        <location filename="../views/power_grid/market_view.py" line="+81"/>
        <source>Power plant market</source>
        <translation>Power plant market</translation>
    </message>
    <message>
        <location line="+151"/>
        <source>Grey, hatched: not in play</source>
        <translation>Grey, hatched: not in play</translation>
    </message>
    <message>
        <location filename="../views/power_grid/market_view.py" line="-89"/>
        <source>Next: plant {plant}, face up</source>
        <translation>Next: plant {plant}, face up</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>Future market (not yet for sale)</source>
        <translation>Future market (not yet for sale)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Up for auction</source>
        <translation>Up for auction</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resource market (price per unit)</source>
        <translation>Resource market (price per unit)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step 3</source>
        <translation>Step 3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Begins when this phase ends</source>
        <translation>Begins when this phase ends</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Carbon marks on the plants</source>
        <translation>Carbon marks on the plants</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no CO₂ while running</source>
        <translation>no CO₂ while running</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>up to 500 kg CO₂ per city</source>
        <translation>up to 500 kg CO₂ per city</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>up to 1,000 kg CO₂ per city</source>
        <translation>up to 1,000 kg CO₂ per city</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>over 1,000 kg CO₂ per city</source>
        <translation>over 1,000 kg CO₂ per city</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Step 3: all plants for sale</source>
        <translation>Step 3: all plants for sale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current market (for sale)</source>
        <translation>Current market (for sale)</translation>
    </message>
    <message>
        <location filename="../views/power_grid/board_view.py" line="-1"/>
        <source>Regions</source>
        <translation>Regions</translation>
    </message>
    <message>
        <location filename="../views/power_grid/market_view.py" line="+6"/>
        <source>Round {round} · Step {step} · {phase}</source>
        <translation>Round {round} · Step {step} · {phase}</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Power plant {number}</source>
        <translation>Power plant {number}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Needs no fuel; powers {cities} cities</source>
        <translation>Needs no fuel; powers {cities} cities</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{coal} or {oil}</source>
        <translation>{coal} or {oil}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Burns {amount} {fuel} to power {cities} cities</source>
        <translation>Burns {amount} {fuel} to power {cities} cities</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No CO₂ while running</source>
        <translation>No CO₂ while running</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>About {kg} kg CO₂ per city powered</source>
        <translation>About {kg} kg CO₂ per city powered</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Face up on top of the deck: it joins the market when the next plant is drawn.</source>
        <translation>Face up on top of the deck: it joins the market when the next plant is drawn.</translation>
    </message>
    <message>
        <location filename="../views/power_grid/items/city.py" line="+141"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../views/power_grid/items/resource_market.py" line="+79"/>
        <source>%1: %2 for sale in the market, %3 in the general supply</source>
        <translation>%1: %2 for sale in the market, %3 in the general supply</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each column is a price in Elektro: buyers take the cheapest fuel first. Fuel comes back from the supply each round.</source>
        <translation>Each column is a price in Elektro: buyers take the cheapest fuel first. Fuel comes back from the supply each round.</translation>
    </message>
    <message>
        <location filename="../views/power_grid/items/map_layer.py" line="+157"/>
        <source>Cable between %1 and %2: %3 Elektro to connect</source>
        <translation>Cable between %1 and %2: %3 Elektro to connect</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Region: %1</source>
        <translation>Region: %1</translation>
    </message>
    <message>
        <location filename="../views/power_grid/items/plant_card.py" line="+297"/>
        <source>The draw pile of plants: a bought plant is replaced from it, face down.</source>
        <translation>The draw pile of plants: a bought plant is replaced from it, face down.</translation>
    </message>
    <message>
        <location filename="../views/power_grid/items/status.py" line="+86"/>
        <source>Turn order: the player to act has the arrow and a bold ring; a faded player is done with this phase.</source>
        <translation>Turn order: the player to act has the arrow and a bold ring; a faded player is done with this phase.</translation>
    </message>
    <message>
        <location filename="../views/power_grid/table.py" line="+117"/>
        <source>Map</source>
        <translation>Map</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the map: cities, cables and regions (Ctrl+M)</source>
        <translation>Show the map: cities, cables and regions (Ctrl+M)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Markets</source>
        <translation>Markets</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the plant and resource markets and the turn order (Ctrl+M)</source>
        <translation>Show the plant and resource markets and the turn order (Ctrl+M)</translation>
    </message>
</context>
<context>
    <name>PowerGridLegend</name>
    <message>
        <location filename="../views/power_grid/legend.py" line="+128"/>
        <source>A power plant card: its number (on the band, in its fuel&apos;s colour) is also the lowest opening bid; the fuel icons are what it burns in a round; → and a house: how many cities it can power.</source>
        <translation>A power plant card: its number (on the band, in its fuel&apos;s colour) is also the lowest opening bid; the fuel icons are what it burns in a round; → and a house: how many cities it can power.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Coal: the fuel of coal plants and hybrid plants.</source>
        <translation>Coal: the fuel of coal plants and hybrid plants.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oil: the fuel of oil plants and hybrid plants.</source>
        <translation>Oil: the fuel of oil plants and hybrid plants.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Garbage: the fuel of garbage plants.</source>
        <translation>Garbage: the fuel of garbage plants.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Uranium: the fuel of nuclear plants.</source>
        <translation>Uranium: the fuel of nuclear plants.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Coal and oil together: a hybrid plant burns either, in any mix.</source>
        <translation>Coal and oil together: a hybrid plant burns either, in any mix.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Leaf: an ecological plant (wind, sun, water). It needs no fuel and emits no CO₂.</source>
        <translation>Leaf: an ecological plant (wind, sun, water). It needs no fuel and emits no CO₂.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fusion plant: it needs no fuel.</source>
        <translation>Fusion plant: it needs no fuel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One cloud on a plant: it emits up to 500 kg of CO₂ for each city it powers.</source>
        <translation>One cloud on a plant: it emits up to 500 kg of CO₂ for each city it powers.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two clouds: up to 1,000 kg of CO₂ for each city.</source>
        <translation>Two clouds: up to 1,000 kg of CO₂ for each city.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three clouds: over 1,000 kg of CO₂ for each city.</source>
        <translation>Three clouds: over 1,000 kg of CO₂ for each city.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A city: its three house spaces cost 10, 15 and 20. A player&apos;s mark shows who built there; a dashed space opens in a later step (Step 2, then Step 3).</source>
        <translation>A city: its three house spaces cost 10, 15 and 20. A player&apos;s mark shows who built there; a dashed space opens in a later step (Step 2, then Step 3).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A number on a line: the cable cost to connect those two cities.</source>
        <translation>A number on a line: the cable cost to connect those two cities.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A player&apos;s mark (its colour and shape): their houses on the map, their place in the turn order, their cards.</source>
        <translation>A player&apos;s mark (its colour and shape): their houses on the map, their place in the turn order, their cards.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The resource market: each column is a price in Elektro for one unit; buying takes the cheapest first. The number left of a row is the fuel still in the general supply.</source>
        <translation>The resource market: each column is a price in Elektro for one unit; buying takes the cheapest first. The number left of a row is the fuel still in the general supply.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The draw pile of plants: its number is how many cards are left.</source>
        <translation>The draw pile of plants: its number is how many cards are left.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Regions: the map&apos;s colours. A grey hatched region is not in play in this game.</source>
        <translation>Regions: the map&apos;s colours. A grey hatched region is not in play in this game.</translation>
    </message>
</context>
</TS>
