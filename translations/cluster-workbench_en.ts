<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Analysis</name>
    <message numerus="yes">
        <location filename="../design/power/rackpower.cpp" line="+343"/>
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
        <location filename="../widgets/budgets/budgetpanel.cpp" line="+340"/>
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
        <location filename="../app/cli/catalogcommand.cpp" line="+75"/>
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
        <location filename="../catalog/store/catalogstoreintegrity.cpp" line="+206"/>
        <source>%1: %n stored part(s) were damaged and have been replaced</source>
        <translation>
            <numerusform>%1: %n stored part was damaged and has been replaced</numerusform>
            <numerusform>%1: %n stored parts were damaged and have been replaced</numerusform>
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
        <location filename="../app/cli/checkcommand.cpp" line="+48"/>
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
        <location line="+10"/>
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
    <name>ElevationRenderer</name>
    <message numerus="yes">
        <location filename="../widgets/floor/elevationrenderer.cpp" line="+261"/>
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPUs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ElevationSheet</name>
    <message numerus="yes">
        <location filename="../app/report/elevationsheet.cpp" line="+84"/>
        <source>%1: %n rack(s) side by side would be %2 x %3 pixels, past the %4 a PNG may have; write an SVG or PDF instead</source>
        <translation>
            <numerusform>%1: %n rack would be %2 x %3 pixels, past the %4 a PNG may have; write an SVG or PDF instead</numerusform>
            <numerusform>%1: %n racks side by side would be %2 x %3 pixels, past the %4 a PNG may have; write an SVG or PDF instead</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExploreDialog</name>
    <message numerus="yes">
        <location filename="../widgets/explore/exploredialog.cpp" line="+337"/>
        <source>Sizing, checking and pricing %n variant(s)…</source>
        <translation>
            <numerusform>Sizing, checking and pricing %n variant…</numerusform>
            <numerusform>Sizing, checking and pricing %n variants…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+60"/>
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
</context>
<context>
    <name>Explorer</name>
    <message numerus="yes">
        <location filename="../design/explore/explorer.cpp" line="+115"/>
        <location filename="../design/explore/variantracks.cpp" line="+94"/>
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
        <location filename="../app/cli/exportcommand.cpp" line="+62"/>
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
        <location filename="../design/fabric/fabriccages.cpp" line="+285"/>
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
</context>
<context>
    <name>FabricCommand</name>
    <message numerus="yes">
        <location filename="../app/cli/fabriccommand.cpp" line="+41"/>
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
    <name>InspectorWidget</name>
    <message numerus="yes">
        <location filename="../widgets/inspector/inspectorwidget.cpp" line="+223"/>
        <source>%n items selected</source>
        <translation>
            <numerusform>%n item selected</numerusform>
            <numerusform>%n items selected</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+25"/>
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
        <location filename="../app/window/mainwindow.cpp" line="+181"/>
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
        <location filename="../app/window/mainwindownetwork.cpp" line="+99"/>
        <source>%n switch(es) of fabric %1 selected</source>
        <translation>
            <numerusform>%n switch of fabric %1 selected</numerusform>
            <numerusform>%n switches of fabric %1 selected</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/window/mainwindowworkload.cpp" line="+87"/>
        <source>Size the cluster: %n node(s) of %1</source>
        <translation>
            <numerusform>Size the cluster: %n node of %1</numerusform>
            <numerusform>Size the cluster: %n nodes of %1</numerusform>
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
</context>
<context>
    <name>NetboxFileResult</name>
    <message numerus="yes">
        <location filename="../catalog/netbox/netboxdevicetype.cpp" line="+144"/>
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
        <location filename="../catalog/netbox/netboximport.cpp" line="+41"/>
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
        <location filename="../catalog/parts/partsummary.cpp" line="+94"/>
        <source>%1 C13 + %2 C19 in %n bank(s)</source>
        <translation>
            <numerusform>%1 C13 + %2 C19 in %n bank</numerusform>
            <numerusform>%1 C13 + %2 C19 in %n banks</numerusform>
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
        <location filename="../app/report/reporttableslides.cpp" line="+179"/>
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
        <location filename="../app/report/reportcostslides.cpp" line="+74"/>
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
    <name>WorkloadFigures</name>
    <message numerus="yes">
        <location filename="../widgets/workload/workloadfigures.cpp" line="+250"/>
        <source>%n GPU(s): %1</source>
        <translation>
            <numerusform>%n GPU: %1</numerusform>
            <numerusform>%n GPUs: %1</numerusform>
        </translation>
    </message>
</context>
</TS>
