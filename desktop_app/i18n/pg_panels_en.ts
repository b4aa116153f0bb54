<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>ActionPanel</name>
    <message>
        <location filename="../views/power_grid/panels/action_panel.py" line="+132"/>
        <source>The controls for this step</source>
        <translation>The controls for this step</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The game is over</source>
        <translation>The game is over</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}&apos;s turn</source>
        <translation>{name}&apos;s turn</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round {round} · Step {step} · {phase}</source>
        <translation>Round {round} · Step {step} · {phase}</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>{name} wins!</source>
        <translation>{name} wins!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{names} share the win!</source>
        <translation>{names} share the win!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing more to do: the results are on the end screen.</source>
        <translation>Nothing more to do: the results are on the end screen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} is thinking…</source>
        <translation>{name} is thinking…</translation>
    </message>
</context>
<context>
    <name>Auction</name>
    <message>
        <location filename="../views/power_grid/panels/auction_pages.py" line="+78"/>
        <source>One less: {what}</source>
        <translation>One less: {what}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One more: {what}</source>
        <translation>One more: {what}</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Choose a plant to put up for auction: click it here or in the market.</source>
        <translation>Choose a plant to put up for auction: click it here or in the market.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Plant {plant}: {kind}, {need} fuel → %n cities</source>
        <translation>Plant {plant}: {kind}, {need} fuel → %n cities</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+112"/>
        <source>Plant {plant}</source>
        <translation>Plant {plant}</translation>
    </message>
    <message>
        <location line="-106"/>
        <location line="+1"/>
        <source>Opening bid</source>
        <translation>Opening bid</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>of {money}</source>
        <translation>of {money}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Buy no plant this round</source>
        <translation>Buy no plant this round</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Skip the auctions this round; you keep your money.</source>
        <translation>Skip the auctions this round; you keep your money.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>It is in the future market: not for sale yet.</source>
        <translation>It is in the future market: not for sale yet.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Start the auction</source>
        <translation>Start the auction</translation>
    </message>
    <message>
        <location line="-5"/>
        <location line="+6"/>
        <location line="+218"/>
        <source>Choose a plant first.</source>
        <translation>Choose a plant first.</translation>
    </message>
    <message>
        <location line="-339"/>
        <source>{n} is the lowest here.</source>
        <translation>{n} is the lowest here.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n} is the highest here.</source>
        <translation>{n} is the highest here.</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>Auction plant {plant} at {price}</source>
        <translation>Auction plant {plant} at {price}</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Plant {plant} is up for auction. Highest bid: {price} by {name}. You have {money}.</source>
        <translation>Plant {plant} is up for auction. Highest bid: {price} by {name}. You have {money}.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Raise to {amount}</source>
        <translation>Raise to {amount}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bid {price} for plant {plant}: the highest bid so far is {bid}.</source>
        <translation>Bid {price} for plant {plant}: the highest bid so far is {bid}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Leave this auction; you may still bid on another plant this round.</source>
        <translation>Leave this auction; you may still bid on another plant this round.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+1"/>
        <source>Bid</source>
        <translation>Bid</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+10"/>
        <source>Keep bidding for me up to</source>
        <translation>Keep bidding for me up to</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raises by 1 each time it is your turn while the bid is below the limit, and passes above it.</source>
        <translation>Raises by 1 each time it is your turn while the bid is below the limit, and passes above it.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Bid {price}</source>
        <translation>Bid {price}</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Bidding for {name} on plant {plant} up to {limit}: now at {price}.</source>
        <translation>Bidding for {name} on plant {plant} up to {limit}: now at {price}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Stop bidding for me</source>
        <translation>Stop bidding for me</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>You may keep {limit} plants. Choose one to scrap.</source>
        <translation>You may keep {limit} plants. Choose one to scrap.</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+25"/>
        <source>Scrap plant {plant}</source>
        <translation>Scrap plant {plant}</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>you would lose {fuel}</source>
        <translation>you would lose {fuel}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Scrap the chosen plant</source>
        <translation>Scrap the chosen plant</translation>
    </message>
</context>
<context>
    <name>Building</name>
    <message>
        <location filename="../views/power_grid/panels/building_page.py" line="+57"/>
        <source>{city} was taken off the list: it can no longer be built.</source>
        <translation>{city} was taken off the list: it can no longer be built.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Click cities on the map to add them; click again to take one off.</source>
        <translation>Click cities on the map to add them; click again to take one off.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>house {house} + cable {cable} = {price}</source>
        <translation>house {house} + cable {cable} = {price}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Take {city} off the list</source>
        <translation>Take {city} off the list</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No city chosen yet.</source>
        <translation>No city chosen yet.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Total {price}; {left} left of {money}. Houses left: {houses}.</source>
        <translation>Total {price}; {left} left of {money}. Houses left: {houses}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Build</source>
        <translation>Build</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Build %n cities</source>
        <translation>Build %n cities</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Click cities on the map first.</source>
        <translation>Click cities on the map first.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Clear</source>
        <translation>Clear</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The list is empty.</source>
        <translation>The list is empty.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Done building</source>
        <translation>Done building</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build or clear the chosen cities first.</source>
        <translation>Build or clear the chosen cities first.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End your building for this round.</source>
        <translation>End your building for this round.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Cheapest next:</source>
        <translation>Cheapest next:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{city} {cost}</source>
        <translation>{city} {cost}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add {city} for {price}</source>
        <translation>Add {city} for {price}</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>{city}: {reason}</source>
        <translation>{city}: {reason}</translation>
    </message>
</context>
<context>
    <name>Bureaucracy</name>
    <message>
        <location filename="../views/power_grid/panels/bureaucracy_page.py" line="+37"/>
        <source>Choose the plants to run. Each burns its fuel and powers up to its number of cities.</source>
        <translation>Choose the plants to run. Each burns its fuel and powers up to its number of cities.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Plant {plant}: {need} {fuel} → %n cities</source>
        <translation>Plant {plant}: {need} {fuel} → %n cities</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Plant {plant}: {kind}, no fuel → %n cities</source>
        <translation>Plant {plant}: {kind}, no fuel → %n cities</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>You have no plants yet.</source>
        <translation>You have no plants yet.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Coal burnt by the hybrid plants</source>
        <translation>Coal burnt by the hybrid plants</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Left: more oil. Right: more coal.</source>
        <translation>Left: more oil. Right: more coal.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Hybrids burn {coal} {coal_name} and {oil} {oil_name}</source>
        <translation>Hybrids burn {coal} {coal_name} and {oil} {oil_name}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Power</source>
        <translation>Power</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Powers %n cities: income {price}</source>
        <translation>Powers %n cities: income {price}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Burns {fuel}, emitting {co2}.</source>
        <translation>Burns {fuel}, emitting {co2}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>These plants could power {capacity}, but you have %n cities.</source>
        <translation>These plants could power {capacity}, but you have %n cities.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Power and earn {price}</source>
        <translation>Power and earn {price}</translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message>
        <location filename="../views/power_grid/narration.py" line="+229"/>
        <source>Round {round} · {phase}</source>
        <translation>Round {round} · {phase}</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>{name} puts plant {plant} up for auction at {price}</source>
        <translation>{name} puts plant {plant} up for auction at {price}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} bids {price} for plant {plant}</source>
        <translation>{name} bids {price} for plant {plant}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} passes on plant {plant}</source>
        <translation>{name} passes on plant {plant}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} buys no plant this round</source>
        <translation>{name} buys no plant this round</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} scraps plant {plant}</source>
        <translation>{name} scraps plant {plant}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} buys {amount} {fuel} for {price}</source>
        <translation>{name} buys {amount} {fuel} for {price}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} is done buying resources</source>
        <translation>{name} is done buying resources</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} connects {city} for {price} (house {house} + cable {cable})</source>
        <translation>{name} connects {city} for {price} (house {house} + cable {cable})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} is done building</source>
        <translation>{name} is done building</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} runs no plants</source>
        <translation>{name} runs no plants</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} runs plant {plants} without fuel</source>
        <translation>{name} runs plant {plants} without fuel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} runs plants {plants} without fuel</source>
        <translation>{name} runs plants {plants} without fuel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} runs plant {plants}, burning {fuel}</source>
        <translation>{name} runs plant {plants}, burning {fuel}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} runs plants {plants}, burning {fuel}</source>
        <translation>{name} runs plants {plants}, burning {fuel}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name} bought plant {plant} for {price}</source>
        <translation>{name} bought plant {plant} for {price}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} cannot raise and is out of this auction</source>
        <translation>{name} cannot raise and is out of this auction</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} loses {fuel} with the scrapped plant</source>
        <translation>{name} loses {fuel} with the scrapped plant</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} powers %n cities and earns {price}</source>
        <translation>{name} powers %n cities and earns {price}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Turn order: {names}</source>
        <translation>Turn order: {names}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game is over: {name} wins</source>
        <translation>The game is over: {name} wins</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over: {names} share the win</source>
        <translation>The game is over: {names} share the win</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Plant {plant} comes up in the market</source>
        <translation>Plant {plant} comes up in the market</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Plant {plant} leaves the game: a player already has {cities} cities</source>
        <translation>Plant {plant} leaves the game: a player already has {cities} cities</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nobody bought a plant: the lowest, {plant}, leaves the game</source>
        <translation>Nobody bought a plant: the lowest, {plant}, leaves the game</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The lowest plant, {plant}, leaves the game</source>
        <translation>The lowest plant, {plant}, leaves the game</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The biggest plant, {plant}, goes under the deck</source>
        <translation>The biggest plant, {plant}, goes under the deck</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Step 3 card comes up</source>
        <translation>The Step 3 card comes up</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Step 2 begins: a city now takes a second house</source>
        <translation>Step 2 begins: a city now takes a second house</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step 3 begins: a city now takes a third house and all six market plants are for sale</source>
        <translation>Step 3 begins: a city now takes a third house and all six market plants are for sale</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The resource market is restocked: {fuel}</source>
        <translation>The resource market is restocked: {fuel}</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <location filename="../views/power_grid/panels/players_panel.py" line="+137"/>
        <source>Money</source>
        <translation>Money</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Plant {plant}: {kind}, {need} fuel → %n cities; holds {stored} fuel</source>
        <translation>Plant {plant}: {kind}, {need} fuel → %n cities; holds {stored} fuel</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No plants yet</source>
        <translation>No plants yet</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%n cities</source>
        <translation>%n cities</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Cities connected</source>
        <translation>Cities connected</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Can power {n} now</source>
        <translation>Can power {n} now</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Cities these plants can power with the fuel held now (at most the cities connected)</source>
        <translation>Cities these plants can power with the fuel held now (at most the cities connected)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Houses still in the box</source>
        <translation>Houses still in the box</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%n houses left</source>
        <translation>%n houses left</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>CO₂ emitted so far by the fuel burnt</source>
        <translation>CO₂ emitted so far by the fuel burnt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>powers {n}</source>
        <translation>powers {n}</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Turn order {n}</source>
        <translation>Turn order {n}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Winner</source>
        <translation>Winner</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{order} · to act</source>
        <translation>{order} · to act</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{order} · highest bid {price} for plant {plant}</source>
        <translation>{order} · highest bid {price} for plant {plant}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{order} · done with the auctions</source>
        <translation>{order} · done with the auctions</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{order} · passed on plant {plant}</source>
        <translation>{order} · passed on plant {plant}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{order} · done this phase</source>
        <translation>{order} · done this phase</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Players: money, plants, cities and CO₂</source>
        <translation>Players: money, plants, cities and CO₂</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <location filename="../views/power_grid/narration.py" line="-345"/>
        <source>Not enough Elektro: {needed} needed, {held} held.</source>
        <translation>Not enough Elektro: {needed} needed, {held} held.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{city} is in a region that is not in play.</source>
        <translation>{city} is in a region that is not in play.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You are already connected to {city}.</source>
        <translation>You are already connected to {city}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{city} is full: no more houses there in Step {step}.</source>
        <translation>{city} is full: no more houses there in Step {step}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no houses left.</source>
        <translation>You have no houses left.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everyone must buy a plant in the first round.</source>
        <translation>Everyone must buy a plant in the first round.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The bid must be at least {minimum}.</source>
        <translation>The bid must be at least {minimum}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your plants can store only {free} more {resource}.</source>
        <translation>Your plants can store only {free} more {resource}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The market has only {available} {resource}.</source>
        <translation>The market has only {available} {resource}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You do not have the fuel to run these plants.</source>
        <translation>You do not have the fuel to run these plants.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your hybrids can burn between {least} and {most} coal.</source>
        <translation>Your hybrids can burn between {least} and {most} coal.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plant {plant} is not in the current market.</source>
        <translation>Plant {plant} is not in the current market.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An auction is already running.</source>
        <translation>An auction is already running.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No plant is up for auction right now.</source>
        <translation>No plant is up for auction right now.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You hold the highest bid.</source>
        <translation>You hold the highest bid.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You do not own that plant.</source>
        <translation>You do not own that plant.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You do not have too many plants.</source>
        <translation>You do not have too many plants.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not possible in this phase.</source>
        <translation>That is not possible in this phase.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is not your turn.</source>
        <translation>It is not your turn.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such city on this map.</source>
        <translation>There is no such city on this map.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buy at least one.</source>
        <translation>Buy at least one.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That move is not possible now.</source>
        <translation>That move is not possible now.</translation>
    </message>
</context>
<context>
    <name>Resources</name>
    <message>
        <location filename="../views/power_grid/panels/resource_page.py" line="+41"/>
        <source>Fuel</source>
        <translation>Fuel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The market sells the cheapest first.</source>
        <translation>The market sells the cheapest first.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Held / burns</source>
        <translation>Held / burns</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fuel you hold, and what your plants burn in one round. Plants store twice what they burn.</source>
        <translation>Fuel you hold, and what your plants burn in one round. Plants store twice what they burn.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Buy</source>
        <translation>Buy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Elektro</source>
        <translation>Elektro</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The price of the amount chosen</source>
        <translation>The price of the amount chosen</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Buy {fuel}</source>
        <translation>Buy {fuel}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You hold {held} {fuel} and your plants burn {need} per round. Room for {free} more; {market} in the market.</source>
        <translation>You hold {held} {fuel} and your plants burn {need} per round. Room for {free} more; {market} in the market.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+17"/>
        <source>Your hybrid plants burn {need} more, coal or oil in any mix.</source>
        <translation>Your hybrid plants burn {need} more, coal or oil in any mix.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Done buying</source>
        <translation>Done buying</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End your purchases for this round.</source>
        <translation>End your purchases for this round.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Total {price} of your {money}</source>
        <translation>Total {price} of your {money}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Buy for {price}</source>
        <translation>Buy for {price}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose how much to buy first.</source>
        <translation>Choose how much to buy first.</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <location filename="../views/power_grid/panels/scoreboard.py" line="+45"/>
        <source>{names} share the win: each powered {powered} cities, holds {money} and connected {cities} cities.</source>
        <translation>{names} share the win: each powered {powered} cities, holds {money} and connected {cities} cities.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} powered {powered} cities.</source>
        <translation>{name} powered {powered} cities.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} powered the most cities: {powered}, against {other} for {runner}.</source>
        <translation>{name} powered the most cities: {powered}, against {other} for {runner}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{names} powered {powered} cities each; {name} wins on money: {money} vs {others}.</source>
        <translation>{names} powered {powered} cities each; {name} wins on money: {money} vs {others}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{names} powered {powered} cities each and hold {money} each; {name} wins on cities connected: {cities} vs {others}.</source>
        <translation>{names} powered {powered} cities each and hold {money} each; {name} wins on cities connected: {cities} vs {others}.</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Power Grid: the result</source>
        <translation>Power Grid: the result</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Cities powered</source>
        <translation>Cities powered</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Money</source>
        <translation>Money</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cities connected</source>
        <translation>Cities connected</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>— Elektro</source>
        <translation>— Elektro</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>▮ cities</source>
        <translation>▮ cities</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Money (line) and cities connected (bars) at the end of each round</source>
        <translation>Money (line) and cities connected (bars) at the end of each round</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Power made, by source (cities × rounds)</source>
        <translation>Power made, by source (cities × rounds)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fuel burnt, by kind</source>
        <translation>Fuel burnt, by kind</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{co2} in all · {per} per city and round</source>
        <translation>{co2} in all · {per} per city and round</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{co2} in all</source>
        <translation>{co2} in all</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nuclear waste: {n} spent uranium to store</source>
        <translation>Nuclear waste: {n} spent uranium to store</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>clean (eco, fusion)</source>
        <translation>clean (eco, fusion)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{fuel} {n}</source>
        <translation>{fuel} {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no power generated</source>
        <translation>no power generated</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{fuel} {kg} kg</source>
        <translation>{fuel} {kg} kg</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Together the players emitted {co2}. CO₂ per unit of fuel burnt: {per_unit}; wind, sun, water and fusion emit none.</source>
        <translation>Together the players emitted {co2}. CO₂ per unit of fuel burnt: {per_unit}; wind, sun, water and fusion emit none.</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <location filename="../views/power_grid/narration.py" line="+3"/>
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
        <location line="+4"/>
        <source>coal or oil</source>
        <translation>coal or oil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>renewable</source>
        <translation>renewable</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fusion</source>
        <translation>fusion</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>computer, beginner</source>
        <translation>computer, beginner</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>computer, normal</source>
        <translation>computer, normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>computer, random moves</source>
        <translation>computer, random moves</translation>
    </message>
    <message>
        <location filename="../views/power_grid/panels/scoreboard.py" line="-12"/>
        <location line="+8"/>
        <location filename="../views/power_grid/narration.py" line="+58"/>
        <location line="+47"/>
        <location line="+118"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../views/power_grid/narration.py" line="-164"/>
        <source>{first} and {last}</source>
        <translation>{first} and {last}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>human</source>
        <translation>human</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>computer</source>
        <translation>computer</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>{amount} Elektro</source>
        <translation>{amount}&#xa0;Elektro</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{kg} kg CO₂</source>
        <translation>{kg}&#xa0;kg CO₂</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{t} t CO₂</source>
        <translation>{t}&#xa0;t CO₂</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{n} {fuel}</source>
        <translation>{n} {fuel}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nothing</source>
        <translation>nothing</translation>
    </message>
</context>
</TS>
