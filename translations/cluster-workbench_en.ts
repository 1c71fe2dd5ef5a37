<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Analysis</name>
    <message numerus="yes">
        <location filename="../design/power/rackpower.cpp" line="+344"/>
        <source>rack %1: %n PSU inlet(s) with a C20 plug find no free C19 outlet</source>
        <translation>
            <numerusform>rack %1: %n PSU inlet with a C20 plug finds no free C19 outlet</numerusform>
            <numerusform>rack %1: %n PSU inlets with a C20 plug find no free C19 outlet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>rack %1: %n PSU inlet(s) with a C14 plug find no free C13 or C19 outlet</source>
        <translation>
            <numerusform>rack %1: %n PSU inlet with a C14 plug finds no free C13 or C19 outlet</numerusform>
            <numerusform>rack %1: %n PSU inlets with a C14 plug find no free C13 or C19 outlet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+124"/>
        <source>%1: if feed %2 fails, its %Ln PSU(s) on the other feed deliver %3 for a %4 DC load</source>
        <translation>
            <numerusform>%1: if feed %2 fails, its %Ln PSU on the other feed delivers %3 for a %4 DC load</numerusform>
            <numerusform>%1: if feed %2 fails, its %Ln PSUs on the other feed deliver %3 for a %4 DC load</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../design/analysis/deviceanalysis.cpp" line="+402"/>
        <source>%1 draws %2 W but its %Ln PSU(s) deliver %3 W</source>
        <translation>
            <numerusform>%1 draws %2 W but its %Ln PSU delivers %3 W</numerusform>
            <numerusform>%1 draws %2 W but its %Ln PSUs deliver %3 W</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BomGroups</name>
    <message numerus="yes">
        <location filename="../design/bom/bomgroups.cpp" line="+112"/>
        <source>%n device(s)</source>
        <translation>
            <numerusform>%n device</numerusform>
            <numerusform>%n devices</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BomPanel</name>
    <message numerus="yes">
        <location filename="../widgets/bom/bompanel.cpp" line="+332"/>
        <source>%n line(s) · %1</source>
        <translation>
            <numerusform>%n line · %1</numerusform>
            <numerusform>%n lines · %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>%n line(s) quoted: %1</source>
        <translation>
            <numerusform>%n line quoted: %1</numerusform>
            <numerusform>%n lines quoted: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n line(s) still on estimated prices: %1</source>
        <translation>
            <numerusform>%n line still on an estimated price: %1</numerusform>
            <numerusform>%n lines still on estimated prices: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BudgetPanel</name>
    <message numerus="yes">
        <location filename="../widgets/budgets/budgetpanel.cpp" line="+342"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CatalogCommand</name>
    <message numerus="yes">
        <location filename="../app/cli/catalogcommand.cpp" line="+77"/>
        <source>%n part(s)</source>
        <translation>
            <numerusform>%n part</numerusform>
            <numerusform>%n parts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CatalogStore</name>
    <message numerus="yes">
        <location filename="../catalog/store/catalogstoreintegrity.cpp" line="+205"/>
        <source>%1: %n bundled part(s) were missing from the catalog and were restored from the bundled catalog: %2</source>
        <translation>
            <numerusform>%1: %n bundled part was missing from the catalog and was restored from the bundled catalog: %2</numerusform>
            <numerusform>%1: %n bundled parts were missing from the catalog and were restored from the bundled catalog: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%1: %n stored part(s) were damaged and have been replaced</source>
        <translation>
            <numerusform>%1: %n stored part was damaged and has been replaced</numerusform>
            <numerusform>%1: %n stored parts were damaged and have been replaced</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/catalogsession.cpp" line="+15"/>
        <source>%n user part(s) (%1)</source>
        <translation>
            <numerusform>%n user part (%1)</numerusform>
            <numerusform>%n user parts (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n price override(s)</source>
        <translation>
            <numerusform>%n price override</numerusform>
            <numerusform>%n price overrides</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChartRenderer</name>
    <message numerus="yes">
        <location filename="../widgets/charts/chartrenderer.cpp" line="+97"/>
        <source>fitted to %n measurement(s): one node %1/s, bandwidth term %2, per-node term %3</source>
        <translation>
            <numerusform>fitted to %n measurement: one node %1/s, bandwidth term %2, per-node term %3</numerusform>
            <numerusform>fitted to %n measurements: one node %1/s, bandwidth term %2, per-node term %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CheckCommand</name>
    <message numerus="yes">
        <location filename="../app/cli/checkcommand.cpp" line="+49"/>
        <source>Totals: %n rack(s), %1 (%2 GB GPU memory)</source>
        <translation>
            <numerusform>Totals: %n rack, %1 (%2 GB GPU memory)</numerusform>
            <numerusform>Totals: %n racks, %1 (%2 GB GPU memory)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+35"/>
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClusterDialog</name>
    <message numerus="yes">
        <location filename="../widgets/workload/clusterdialog.cpp" line="+169"/>
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n node</numerusform>
            <numerusform>%n nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n new rack(s)</source>
        <translation>
            <numerusform>%n new rack</numerusform>
            <numerusform>%n new racks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CmdMeasuredPowerSet</name>
    <message numerus="yes">
        <location filename="../design/commands/cmdmeasuredpowerset.cpp" line="+11"/>
        <source>Import measured power of %n device(s)</source>
        <translation>
            <numerusform>Import measured power of %n device</numerusform>
            <numerusform>Import measured power of %n devices</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CmdQuoteSet</name>
    <message numerus="yes">
        <location filename="../design/commands/cmdquoteset.cpp" line="+35"/>
        <source>Set the lead time of %1 to %n week(s)</source>
        <translation>
            <numerusform>Set the lead time of %1 to %n week</numerusform>
            <numerusform>Set the lead time of %1 to %n weeks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DesignTemplate</name>
    <message numerus="yes">
        <location filename="../design/templates/designtemplate.cpp" line="+146"/>
        <source>%1, %n device(s)</source>
        <translation>
            <numerusform>%1, %n device</numerusform>
            <numerusform>%1, %n devices</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ElevationOverview</name>
    <message numerus="yes">
        <location filename="../app/report/elevationoverview.cpp" line="+59"/>
        <source>%n rack(s) side by side do not fit a PNG (at most %1 pixels a side): drawn as an overview of %2 x %3 pixels, %4 racks a line in floor order, at %5 % of natural size</source>
        <translation>
            <numerusform>%n rack side by side does not fit a PNG (at most %1 pixels a side): drawn as an overview of %2 x %3 pixels, %4 racks a line in floor order, at %5 % of natural size</numerusform>
            <numerusform>%n racks side by side do not fit a PNG (at most %1 pixels a side): drawn as an overview of %2 x %3 pixels, %4 racks a line in floor order, at %5 % of natural size</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ElevationRenderer</name>
    <message numerus="yes">
        <location filename="../widgets/floor/elevationrenderer.cpp" line="+284"/>
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPUs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExploreDialog</name>
    <message numerus="yes">
        <location filename="../widgets/explore/exploredialog.cpp" line="+386"/>
        <source>Sizing, checking and pricing %n variant(s)…</source>
        <translation>
            <numerusform>Sizing, checking and pricing %n variant…</numerusform>
            <numerusform>Sizing, checking and pricing %n variants…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+53"/>
        <source>Cancelled: %1 of %n variant(s) worked out, %2 of them feasible. Explore again for all of them.</source>
        <translation>
            <numerusform>Cancelled: %1 of %n variant worked out, %2 of them feasible. Explore again for all of them.</numerusform>
            <numerusform>Cancelled: %1 of %n variants worked out, %2 of them feasible. Explore again for all of them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1 of %n variant(s) feasible; %2 on the front (★): no other answers both sooner and cheaper. Choose one and Use This Design.</source>
        <translation>
            <numerusform>%1 of %n variant feasible; %2 on the front (★): no other answers both sooner and cheaper. Choose one and Use This Design.</numerusform>
            <numerusform>%1 of %n variants feasible; %2 on the front (★): no other answers both sooner and cheaper. Choose one and Use This Design.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 of %n variant(s) feasible; %2 on the front (★): no other is both faster and cheaper. Choose one and Use This Design.</source>
        <translation>
            <numerusform>%1 of %n variant feasible; %2 on the front (★): no other is both faster and cheaper. Choose one and Use This Design.</numerusform>
            <numerusform>%1 of %n variants feasible; %2 on the front (★): no other is both faster and cheaper. Choose one and Use This Design.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>serving on %Ln GPU(s)</source>
        <translation>
            <numerusform>serving on %Ln GPU</numerusform>
            <numerusform>serving on %Ln GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>training %1 on %Ln GPU(s)</source>
        <translation>
            <numerusform>training %1 on %Ln GPU</numerusform>
            <numerusform>training %1 on %Ln GPUs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExploreTable</name>
    <message numerus="yes">
        <location filename="../widgets/explore/exploretable.cpp" line="+136"/>
        <source>At %1% effective training time, with %n hot-spare node(s) and %2 storage system(s)</source>
        <translation>
            <numerusform>At %1% effective training time, with %n hot-spare node and %2 storage system(s)</numerusform>
            <numerusform>At %1% effective training time, with %n hot-spare nodes and %2 storage system(s)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Explorer</name>
    <message numerus="yes">
        <location filename="../design/explore/explorer.cpp" line="+123"/>
        <location filename="../design/explore/variantracks.cpp" line="+98"/>
        <source>%1 (and %n more like it)</source>
        <translation>
            <numerusform>%1 (and %n more like it)</numerusform>
            <numerusform>%1 (and %n more like it)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportCommand</name>
    <message numerus="yes">
        <location filename="../app/cli/exportcommand.cpp" line="+65"/>
        <source>wrote %n file(s) to %1</source>
        <translation>
            <numerusform>wrote %n file to %1</numerusform>
            <numerusform>wrote %n files to %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportNotice</name>
    <message numerus="yes">
        <location filename="../widgets/common/exportnotice.cpp" line="+16"/>
        <source>Wrote %n file(s) to %1.</source>
        <translation>
            <numerusform>Wrote %n file to %1.</numerusform>
            <numerusform>Wrote %n files to %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fabric</name>
    <message numerus="yes">
        <location filename="../design/fabric/fabriccages.cpp" line="+302"/>
        <source>no catalog cable reaches the runs of %n %1 Gb/s %2 link(s) of %3, %4 to %5 m (the first: %6)</source>
        <translation>
            <numerusform>no catalog cable reaches the run of %n %1 Gb/s %2 link of %3, %4 to %5 m (the first: %6)</numerusform>
            <numerusform>no catalog cable reaches the runs of %n %1 Gb/s %2 links of %3, %4 to %5 m (the first: %6)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+41"/>
        <source>%n cage(s) of %1 hold two kinds of plug (the first: %2): a cage takes one module or one cable</source>
        <translation>
            <numerusform>%n cage of %1 holds two kinds of plug (the first: %2): a cage takes one module or one cable</numerusform>
            <numerusform>%n cages of %1 hold two kinds of plug (the first: %2): a cage takes one module or one cable</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../design/fabric/fabricanalysis.cpp" line="+186"/>
        <source>fabric %1 needs %Ln %2 switch(es); %3 placed</source>
        <translation>
            <numerusform>fabric %1 needs %Ln %2 switch; %3 placed</numerusform>
            <numerusform>fabric %1 needs %Ln %2 switches; %3 placed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../design/fabric/portownership.cpp" line="+141"/>
        <source>%1 port %2 and %Ln other port(s) of %3 are in two fabrics, %4 and %5: a port is cabled to one switch, so take the NIC out of one of them</source>
        <translation>
            <numerusform>%1 port %2 and %Ln other port of %3 are in two fabrics, %4 and %5: a port is cabled to one switch, so take the NIC out of one of them</numerusform>
            <numerusform>%1 port %2 and %Ln other ports of %3 are in two fabrics, %4 and %5: a port is cabled to one switch, so take the NIC out of one of them</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FabricCommand</name>
    <message numerus="yes">
        <location filename="../app/cli/fabriccommand.cpp" line="+42"/>
        <source>Fabric %1 (%2, %3, %4:1): %n host(s), %5 host ports at %6 Gb/s</source>
        <translation>
            <numerusform>Fabric %1 (%2, %3, %4:1): %n host, %5 host ports at %6 Gb/s</numerusform>
            <numerusform>Fabric %1 (%2, %3, %4:1): %n hosts, %5 host ports at %6 Gb/s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FabricDiagram</name>
    <message numerus="yes">
        <location filename="../widgets/network/fabricdiagram.cpp" line="+130"/>
        <location line="+9"/>
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n node</numerusform>
            <numerusform>%n nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <location line="+5"/>
        <location line="+9"/>
        <location line="+4"/>
        <source>%n switch(es)</source>
        <translation>
            <numerusform>%n switch</numerusform>
            <numerusform>%n switches</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Facility</name>
    <message numerus="yes">
        <location filename="../design/facility/hallanalysis.cpp" line="+44"/>
        <source>Rack %1 stands in row %2, place %3: the hall has %n row(s) of %4 positions</source>
        <translation>
            <numerusform>Rack %1 stands in row %2, place %3: the hall has %n row of %4 positions</numerusform>
            <numerusform>Rack %1 stands in row %2, place %3: the hall has %n rows of %4 positions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+71"/>
        <source>The IT load of %1 is more than the UPS carries: %n module(s) of %2, %3 in all, %4 short</source>
        <translation>
            <numerusform>The IT load of %1 is more than the UPS carries: %n module of %2, %3 in all, %4 short</numerusform>
            <numerusform>The IT load of %1 is more than the UPS carries: %n modules of %2, %3 in all, %4 short</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>With one of the %n UPS module(s) lost, %1 remain for the IT load of %2: %3 short (%4)</source>
        <translation>
            <numerusform>With one of the %n UPS module lost, %1 remain for the IT load of %2: %3 short (%4)</numerusform>
            <numerusform>With one of the %n UPS modules lost, %1 remain for the IT load of %2: %3 short (%4)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+230"/>
        <source>%1 … %2, %n rack(s)</source>
        <translation>
            <numerusform>%1 … %2, %n rack</numerusform>
            <numerusform>%1 … %2, %n racks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../design/facility/hallcooling.cpp" line="+153"/>
        <source>; %n more unit(s) of this size needed</source>
        <translation>
            <numerusform>; %n more unit of this size needed</numerusform>
            <numerusform>; %n more units of this size needed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The racks send %1 of heat to air, more than the %n air unit(s) remove: %2, %3 short%4</source>
        <translation>
            <numerusform>The racks send %1 of heat to air, more than the %n air unit remove: %2, %3 short%4</numerusform>
            <numerusform>The racks send %1 of heat to air, more than the %n air units remove: %2, %3 short%4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>With one of the %n air unit(s) lost, %1 remain for %2 of heat to air: %3 short (%4)%5</source>
        <translation>
            <numerusform>With one of the %n air unit lost, %1 remain for %2 of heat to air: %3 short (%4)%5</numerusform>
            <numerusform>With one of the %n air units lost, %1 remain for %2 of heat to air: %3 short (%4)%5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+142"/>
        <source>; %n more CDU(s) of this size needed</source>
        <translation>
            <numerusform>; %n more CDU of this size needed</numerusform>
            <numerusform>; %n more CDUs of this size needed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Loop %1 carries %2 to liquid, more than its %n CDU(s) remove at a %3 K approach: %4, %5 short%6</source>
        <translation>
            <numerusform>Loop %1 carries %2 to liquid, more than its %n CDU remove at a %3 K approach: %4, %5 short%6</numerusform>
            <numerusform>Loop %1 carries %2 to liquid, more than its %n CDUs remove at a %3 K approach: %4, %5 short%6</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>With one of the %n CDU(s) of loop %1 lost, %2 remain for its %3: %4 short (%5)%6</source>
        <translation>
            <numerusform>With one of the %n CDU of loop %1 lost, %2 remain for its %3: %4 short (%5)%6</numerusform>
            <numerusform>With one of the %n CDUs of loop %1 lost, %2 remain for its %3: %4 short (%5)%6</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FacilitySummary</name>
    <message numerus="yes">
        <location filename="../design/facility/facilitysummary.cpp" line="+28"/>
        <source>%1 of %2 used (%n rack(s))</source>
        <translation>
            <numerusform>%1 of %2 used (%n rack)</numerusform>
            <numerusform>%1 of %2 used (%n racks)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%1 max, %2 typical, %3 measured (%n device(s) measured)</source>
        <translation>
            <numerusform>%1 max, %2 typical, %3 measured (%n device measured)</numerusform>
            <numerusform>%1 max, %2 typical, %3 measured (%n devices measured)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1 of %2 (%n unit(s)); %3 with one lost</source>
        <translation>
            <numerusform>%1 of %2 (%n unit); %3 with one lost</numerusform>
            <numerusform>%1 of %2 (%n units); %3 with one lost</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 of %2 (%n CDU(s) at a %3 K approach); %4 with one lost; %5 L/min</source>
        <translation>
            <numerusform>%1 of %2 (%n CDU at a %3 K approach); %4 with one lost; %5 L/min</numerusform>
            <numerusform>%1 of %2 (%n CDUs at a %3 K approach); %4 with one lost; %5 L/min</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HallFit</name>
    <message numerus="yes">
        <location filename="../design/explore/hallfit.cpp" line="+43"/>
        <source>%n rack(s), more than the %1 free positions of the hall: %2 short</source>
        <translation>
            <numerusform>%n rack, more than the %1 free positions of the hall: %2 short</numerusform>
            <numerusform>%n racks, more than the %1 free positions of the hall: %2 short</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HallPlacement</name>
    <message numerus="yes">
        <location filename="../design/facility/hallplacement.cpp" line="+56"/>
        <source>outside the hall (%n row(s) of %1 places, and its two walls)</source>
        <translation>
            <numerusform>outside the hall (%n row of %1 places, and its two walls)</numerusform>
            <numerusform>outside the hall (%n rows of %1 places, and its two walls)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InspectorWidget</name>
    <message numerus="yes">
        <location filename="../widgets/inspector/inspectorwidget.cpp" line="+229"/>
        <source>%n items selected</source>
        <translation>
            <numerusform>%n item selected</numerusform>
            <numerusform>%n items selected</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>%n rack(s) · select a rack or device to edit it</source>
        <translation>
            <numerusform>%n rack · select a rack or device to edit it</numerusform>
            <numerusform>%n racks · select a rack or device to edit it</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <location filename="../app/window/mainwindow.cpp" line="+200"/>
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/window/mainwindowcatalog.cpp" line="+40"/>
        <source> and %n more</source>
        <translation>
            <numerusform> and %n more</numerusform>
            <numerusform> and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+64"/>
        <source>Imported %n part(s) into your catalog. Figures the files lack are marked as estimates: fill them in before you rely on them.</source>
        <translation>
            <numerusform>Imported %n part into your catalog. Figures the file lacks are marked as estimates: fill them in before you rely on them.</numerusform>
            <numerusform>Imported %n parts into your catalog. Figures the files lack are marked as estimates: fill them in before you rely on them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Imported %n part(s) from NetBox device types</source>
        <translation>
            <numerusform>Imported %n part from NetBox device types</numerusform>
            <numerusform>Imported %n parts from NetBox device types</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/window/mainwindownetwork.cpp" line="+106"/>
        <source>%n switch(es) of fabric %1 selected</source>
        <translation>
            <numerusform>%n switch of fabric %1 selected</numerusform>
            <numerusform>%n switches of fabric %1 selected</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/window/mainwindowworkload.cpp" line="+95"/>
        <source>Size the cluster: %n node(s) of %1</source>
        <translation>
            <numerusform>Size the cluster: %n node of %1</numerusform>
            <numerusform>Size the cluster: %n nodes of %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>Size the storage: %n system(s) of %1</source>
        <translation>
            <numerusform>Size the storage: %n system of %1</numerusform>
            <numerusform>Size the storage: %n systems of %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/window/mainwindowplacement.cpp" line="+87"/>
        <source>How many %1? Up to %n fit here.</source>
        <translation>
            <numerusform>How many %1? Up to %n fits here.</numerusform>
            <numerusform>How many %1? Up to %n fit here.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/window/mainwindowhall.cpp" line="+85"/>
        <source>Measured power of %n device(s) set; the planning basis is measured</source>
        <translation>
            <numerusform>Measured power of %n device set; the planning basis is measured</numerusform>
            <numerusform>Measured power of %n devices set; the planning basis is measured</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MeasuredPower</name>
    <message numerus="yes">
        <location filename="../design/facility/measuredpower.cpp" line="+97"/>
        <source>%1: %n reading(s) the tool could not take were left out</source>
        <translation>
            <numerusform>%1: %n reading the tool could not take was left out</numerusform>
            <numerusform>%1: %n readings the tool could not take were left out</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>%1: the readings name %n GPU(s), the device has %2</source>
        <translation>
            <numerusform>%1: the readings name %n GPU, the device has %2</numerusform>
            <numerusform>%1: the readings name %n GPUs, the device has %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NetboxFileResult</name>
    <message numerus="yes">
        <location filename="../catalog/netbox/netboxdevicetype.cpp" line="+158"/>
        <source>%n management interface(s) not counted as network ports</source>
        <translation>
            <numerusform>%n management interface not counted as a network port</numerusform>
            <numerusform>%n management interfaces not counted as network ports</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n module bay(s) not modelled: add what they hold as parts</source>
        <translation>
            <numerusform>%n module bay not modelled: add what it holds as parts</numerusform>
            <numerusform>%n module bays not modelled: add what they hold as parts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n device bay(s) not modelled</source>
        <translation>
            <numerusform>%n device bay not modelled</numerusform>
            <numerusform>%n device bays not modelled</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+155"/>
        <source>%n Ethernet interface(s) of an InfiniBand switch taken as management ports</source>
        <translation>
            <numerusform>%n Ethernet interface of an InfiniBand switch taken as a management port</numerusform>
            <numerusform>%n Ethernet interfaces of an InfiniBand switch taken as management ports</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+43"/>
        <source>%n power supply(s)</source>
        <translation>
            <numerusform>%n power supply</numerusform>
            <numerusform>%n power supplies</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NetboxImportReport</name>
    <message numerus="yes">
        <location filename="../catalog/netbox/netboximport.cpp" line="+72"/>
        <source>imported %n part(s)</source>
        <translation>
            <numerusform>imported %n part</numerusform>
            <numerusform>imported %n parts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+44"/>
        <source>%n file(s) refused</source>
        <translation>
            <numerusform>%n file refused</numerusform>
            <numerusform>%n files refused</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n NetBox file(s)</source>
        <translation>
            <numerusform>%n NetBox file</numerusform>
            <numerusform>%n NetBox files</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NetworkPanel</name>
    <message numerus="yes">
        <location filename="../widgets/network/networkpanel.cpp" line="+145"/>
        <source>%Ln node(s), %1 ports at %2 Gb/s</source>
        <translation>
            <numerusform>%Ln node, %1 ports at %2 Gb/s</numerusform>
            <numerusform>%Ln nodes, %1 ports at %2 Gb/s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 (%Ln port(s))</source>
        <translation>
            <numerusform>%1 (%Ln port)</numerusform>
            <numerusform>%1 (%Ln ports)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PaletteWidget</name>
    <message numerus="yes">
        <location filename="../widgets/palette/palettewidget.cpp" line="+229"/>
        <source>%n part(s) · ≈ has estimated figures</source>
        <translation>
            <numerusform>%n part · ≈ has estimated figures</numerusform>
            <numerusform>%n parts · ≈ has estimated figures</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PartPlacement</name>
    <message numerus="yes">
        <location filename="../design/placement/partplacement.cpp" line="+70"/>
        <source>Add %n %1 rack(s)</source>
        <translation>
            <numerusform>Add %n %1 rack</numerusform>
            <numerusform>Add %n %1 racks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+79"/>
        <source>Add %n × %1 to %2</source>
        <translation>
            <numerusform>Add %n × %1 to %2</numerusform>
            <numerusform>Add %n × %1 to %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>Fill the free bays of %1 with %n × %2</source>
        <translation>
            <numerusform>Fill the free bays of %1 with %n × %2</numerusform>
            <numerusform>Fill the free bays of %1 with %n × %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Install %n × %1 in %2</source>
        <translation>
            <numerusform>Install %n × %1 in %2</numerusform>
            <numerusform>Install %n × %1 in %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+57"/>
        <source>Replicate rack %1 %n time(s)</source>
        <translation>
            <numerusform>Replicate rack %1 once</numerusform>
            <numerusform>Replicate rack %1 %n times</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PartSummary</name>
    <message numerus="yes">
        <location filename="../catalog/parts/partsummary.cpp" line="+114"/>
        <source>%1 C13 + %2 C19 in %n bank(s)</source>
        <translation>
            <numerusform>%1 C13 + %2 C19 in %n bank</numerusform>
            <numerusform>%1 C13 + %2 C19 in %n banks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PowerCommand</name>
    <message numerus="yes">
        <location filename="../app/cli/powercommand.cpp" line="+102"/>
        <source>%1 (rack %2): %3, the %4th percentile of %n sample(s); peak %5 on %6 (%7)</source>
        <translation>
            <numerusform>%1 (rack %2): %3, the %4th percentile of %n sample; peak %5 on %6 (%7)</numerusform>
            <numerusform>%1 (rack %2): %3, the %4th percentile of %n samples; peak %5 on %6 (%7)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>%1: the measured power of %n device(s) set; the planning basis is measured</source>
        <translation>
            <numerusform>%1: the measured power of %n device set; the planning basis is measured</numerusform>
            <numerusform>%1: the measured power of %n devices set; the planning basis is measured</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RackScene</name>
    <message numerus="yes">
        <location filename="../widgets/floor/rackscene.cpp" line="+260"/>
        <source>move %n device(s) to %1</source>
        <translation>
            <numerusform>move %n device to %1</numerusform>
            <numerusform>move %n devices to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>Move %n device(s) in %1 by %2 U</source>
        <translation>
            <numerusform>Move %n device in %1 by %2 U</numerusform>
            <numerusform>Move %n devices in %1 by %2 U</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/floor/racksceneedit.cpp" line="+60"/>
        <source>Delete %n item(s)</source>
        <translation>
            <numerusform>Delete %n item</numerusform>
            <numerusform>Delete %n items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Deleted %n item(s)</source>
        <translation>
            <numerusform>Deleted %n item</numerusform>
            <numerusform>Deleted %n items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Duplicate %n device(s)</source>
        <translation>
            <numerusform>Duplicate %n device</numerusform>
            <numerusform>Duplicate %n devices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>Duplicated %n device(s)</source>
        <translation>
            <numerusform>Duplicated %n device</numerusform>
            <numerusform>Duplicated %n devices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+54"/>
        <source>Paste %n device(s)</source>
        <translation>
            <numerusform>Paste %n device</numerusform>
            <numerusform>Paste %n devices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Pasted %n device(s) into %1</source>
        <translation>
            <numerusform>Pasted %n device into %1</numerusform>
            <numerusform>Pasted %n devices into %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RackStackChart</name>
    <message numerus="yes">
        <location filename="../widgets/charts/rackstackchart.cpp" line="+52"/>
        <source>%n rack(s) shown as one bar per row</source>
        <translation>
            <numerusform>%n rack shown as one bar per row</numerusform>
            <numerusform>%n racks shown as one bar per row</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>the %n largest racks, the others as their mean</source>
        <translation>
            <numerusform>the largest rack, the others as their mean</numerusform>
            <numerusform>the %n largest racks, the others as their mean</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RackStackSeries</name>
    <message numerus="yes">
        <location filename="../design/charts/rackstackseries.cpp" line="+110"/>
        <source>Row %1 (%n rack(s))</source>
        <translation>
            <numerusform>Row %1 (%n rack)</numerusform>
            <numerusform>Row %1 (%n racks)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+48"/>
        <source>%n other rack(s), mean</source>
        <translation>
            <numerusform>%n other rack</numerusform>
            <numerusform>%n other racks, mean</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReportDeck</name>
    <message numerus="yes">
        <location filename="../app/report/reportoverviewslides.cpp" line="+92"/>
        <source>%n line(s) at quoted prices, the rest at list prices</source>
        <translation>
            <numerusform>%n line at quoted prices, the rest at list prices</numerusform>
            <numerusform>%n lines at quoted prices, the rest at list prices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>incomplete: %n part(s) without price</source>
        <translation>
            <numerusform>incomplete: %n part without price</numerusform>
            <numerusform>incomplete: %n parts without price</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+74"/>
        <location filename="../app/report/reporttableslides.cpp" line="+167"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location filename="../app/report/reporttableslides.cpp" line="+1"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location filename="../app/report/reporttableslides.cpp" line="+1"/>
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n note</numerusform>
            <numerusform>%n notes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+58"/>
        <source>%1 racks in %Ln build(s): racks built alike (the same parts in the same places) are drawn once, with their count.</source>
        <translation>
            <numerusform>%1 racks in %Ln build: racks built alike (the same parts in the same places) are drawn once, with their count.</numerusform>
            <numerusform>%1 racks in %Ln builds: racks built alike (the same parts in the same places) are drawn once, with their count.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/report/reportcostslides.cpp" line="+76"/>
        <source>%n line(s) at quoted prices: %1 %2 against %3 %2 at list.</source>
        <translation>
            <numerusform>%n line at a quoted price: %1 %2 against %3 %2 at list.</numerusform>
            <numerusform>%n lines at quoted prices: %1 %2 against %3 %2 at list.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n line(s), %1 %2, still rest on estimated prices: ask for quotes.</source>
        <translation>
            <numerusform>%n line, %1 %2, still rests on an estimated price: ask for a quote.</numerusform>
            <numerusform>%n lines, %1 %2, still rest on estimated prices: ask for quotes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+49"/>
        <source>Bill of materials of %1 against %2: %n line(s) added,</source>
        <translation>
            <numerusform>Bill of materials of %1 against %2: %n line added,</numerusform>
            <numerusform>Bill of materials of %1 against %2: %n lines added,</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n removed,</source>
        <translation>
            <numerusform>%n removed,</numerusform>
            <numerusform>%n removed,</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n changed in quantity.</source>
        <translation>
            <numerusform>%n changed in quantity.</numerusform>
            <numerusform>%n changed in quantity.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TemplatePlacement</name>
    <message numerus="yes">
        <location filename="../design/templates/templateplacement.cpp" line="+72"/>
        <source>Fill %1 with %n × %2</source>
        <translation>
            <numerusform>Fill %1 with %n × %2</numerusform>
            <numerusform>Fill %1 with %n × %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Workload</name>
    <message numerus="yes">
        <location filename="../design/plan/workloadplan.cpp" line="+74"/>
        <source>tensor parallel %1 spans nodes of %Ln GPU(s): its all-reduces in every layer cross the network; keep it within a node and split across nodes by pipeline or data parallel</source>
        <translation>
            <numerusform>tensor parallel %1 spans nodes of %Ln GPU: its all-reduces in every layer cross the network; keep it within a node and split across nodes by pipeline or data parallel</numerusform>
            <numerusform>tensor parallel %1 spans nodes of %Ln GPUs: its all-reduces in every layer cross the network; keep it within a node and split across nodes by pipeline or data parallel</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WorkloadFigures</name>
    <message numerus="yes">
        <location filename="../widgets/workload/workloadfigures.cpp" line="+70"/>
        <source>Tensor parallel %1 spans nodes of %Ln GPU(s): its traffic leaves the node.</source>
        <translation>
            <numerusform>Tensor parallel %1 spans nodes of %Ln GPU: its traffic leaves the node.</numerusform>
            <numerusform>Tensor parallel %1 spans nodes of %Ln GPUs: its traffic leaves the node.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+218"/>
        <source>%n GPU(s): %1</source>
        <translation>
            <numerusform>%n GPU: %1</numerusform>
            <numerusform>%n GPUs: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WorkloadPanel</name>
    <message numerus="yes">
        <location filename="../widgets/workload/workloadpanel.cpp" line="+203"/>
        <source>Tensor parallel %1 is more than a node&apos;s %Ln GPU(s): its all-reduces in every layer cross the network</source>
        <translation>
            <numerusform>Tensor parallel %1 is more than a node&apos;s %Ln GPU: its all-reduces in every layer cross the network</numerusform>
            <numerusform>Tensor parallel %1 is more than a node&apos;s %Ln GPUs: its all-reduces in every layer cross the network</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message numerus="yes">
        <location filename="../app/cli/windowcommand.cpp" line="+25"/>
        <source>The catalog lacks %n of your part(s) and %1 price override(s) that its backup holds.</source>
        <translation>
            <numerusform>The catalog lacks %n of your parts and %1 price override(s) that its backup holds.</numerusform>
            <numerusform>The catalog lacks %n of your parts and %1 price override(s) that its backup holds.</numerusform>
        </translation>
    </message>
</context>
</TS>
