<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AddressRange</name>
    <message>
        <location filename="../design/handover/clusternodes.cpp" line="+144"/>
        <source>address range &quot;%1&quot;: %2</source>
        <translation>地址范围“%1”：%2</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+18"/>
        <location line="+3"/>
        <source>&quot;%1&quot; is not an IPv4 address</source>
        <translation>“%1”不是 IPv4 地址</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>the prefix length must be 8 to 30</source>
        <translation>前缀长度须为 8 到 30</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no host address left in the subnet</source>
        <translation>该子网中已没有可用的主机地址</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected 10.0.0.10/24 or 10.0.0.10-10.0.0.50</source>
        <translation>应为 10.0.0.10/24 或 10.0.0.10-10.0.0.50 的形式</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the last address comes before the first</source>
        <translation>结束地址在起始地址之前</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <location filename="../design/analysis/analyzer.cpp" line="+23"/>
        <source>InfiniBand</source>
        <translation>InfiniBand</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ethernet</source>
        <translation>以太网</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>%1 %2 host ports at %3 Gb/s need as many switch ports; %4 are missing</source>
        <translation>%1 个 %3 Gb/s %2 主机端口需要同等数量的交换机端口，还缺 %4 个</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>%1 has no price; the cost leaves it out</source>
        <translation>%1 没有价格，成本中未计入</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is priced in %2 and the design has no %2 to %3 rate; the cost leaves it out</source>
        <translation>%1 以 %2 计价，但设计中没有 %2 兑 %3 的汇率，成本中未计入</translation>
    </message>
    <message>
        <location filename="../design/placement/bayallocator.cpp" line="+63"/>
        <source>a %1 bay does not take this kind of part</source>
        <translation>%1 槽位不支持此类部件</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is a %2 part; bay %3 takes %4</source>
        <translation>%1 的规格为 %2，而槽位 %3 仅支持 %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 needs socket %2; the board has %3</source>
        <translation>%1 需要 %2 插槽，但主板为 %3 插槽</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is %2 memory; the slots take %3</source>
        <translation>%1 为 %2 内存，而内存插槽仅支持 %3</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1 is %2 slots wide and also covers the bay next to %3</source>
        <translation>%1 占用 %2 个插槽宽度，会同时挡住 %3 旁边的槽位</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 (PCIe Gen%2 x%3) runs at Gen%4 x%5 in %6: %7 of %8 GB/s per direction</source>
        <translation>%1（PCIe Gen%2 x%3）在 %6 中降级运行于 Gen%4 x%5：单向带宽 %7 GB/s（满速为 %8 GB/s）</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 has no bay named &quot;%2&quot;</source>
        <translation>%1 没有名为“%2”的槽位</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>bay %1 is already taken</source>
        <translation>槽位 %1 已被占用</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>no free bay left for %1 (%2 of %3 placed)</source>
        <translation>没有空闲槽位可安装 %1（%3 个中已安装 %2 个）</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>%1 has no bay that takes %2</source>
        <translation>%1 没有可安装 %2 的槽位</translation>
    </message>
    <message>
        <location filename="../design/analysis/deviceanalysis.cpp" line="+113"/>
        <source>%1 is a %2 with no open bays; %3 cannot be installed</source>
        <translation>%1 是 %2，没有可用槽位，无法安装 %3</translation>
    </message>
    <message>
        <location line="+225"/>
        <source>%1 has no PSU installed (power shown is the DC load)</source>
        <translation>%1 未安装电源（显示的功耗为直流负载）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 mixes PSUs of different ratings; the smallest (%2) is used</source>
        <translation>%1 混用了不同额定功率的电源，按最小值（%2）计算</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is set to %2 redundancy but has %3 PSUs installed</source>
        <translation>%1 设置为 %2 冗余，但实际安装了 %3 个电源</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 has no CPU installed</source>
        <translation>%1 未安装 CPU</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 needs %2 PCIe lanes at the CPUs but %3 x %4 provide %5</source>
        <translation>%1 需要 CPU 提供 %2 条 PCIe 通道，但 %3 × %4 只能提供 %5 条</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: PCIe switches carry more lanes below than their uplinks (%2); GPU peer traffic stays below the switch or on the GPUs&apos; own links (NVLink, HCCS)</source>
        <translation>%1：PCIe 交换芯片的下行通道数多于上行通道数（%2）；GPU 之间的点对点流量在交换芯片下游或经 GPU 自身互联（NVLink、HCCS）传输</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%1 draws %2 W but its %Ln PSU(s) deliver %3 W</source>
        <translation>
            <numerusform>%1 功耗 %2 W，但其 %Ln 个电源只能提供 %3 W</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 draws %2 W, more than the %3 W usable under %4 redundancy: losing a PSU would shut it down</source>
        <translation>%1 功耗 %2 W，超过 %4 冗余下可用的 %3 W：失去一个电源将导致其停机</translation>
    </message>
    <message>
        <location filename="../design/analysis/rackanalysis.cpp" line="+69"/>
        <source>%1 occupies U%2-U%3 but rack %4 has %5U</source>
        <translation>%1 占用 U%2-U%3，但机柜 %4 只有 %5U</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 (U%2-U%3) collides with %4 (U%5-U%6)</source>
        <translation>%1（U%2-U%3）与 %4（U%5-U%6）位置冲突</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>rack %1 holds %2 devices taking %3 U; it has %4 U</source>
        <translation>机柜 %1 装有 %2 台设备，共占 %3 U；该机柜只有 %4 U</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>rack %1 draws %2, over its %3 power budget</source>
        <translation>机柜 %1 功耗为 %2，超出 %3 的功率预算</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>rack %1 gives off %2 to the air (%3 BTU/h), over its %4 air cooling budget</source>
        <translation>机柜 %1 向空气散热 %2（%3 BTU/h），超出其 %4 的风冷散热预算</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>rack %1 holds liquid-cooled equipment (%2 to liquid) but has no liquid cooling</source>
        <translation>机柜 %1 装有液冷设备（液冷散热 %2），但没有液冷能力</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>rack %1 gives off %2 to liquid (%3 L/min at %4 K rise), over its %5 liquid cooling budget</source>
        <translation>机柜 %1 液冷散热 %2（温升 %4 K 时流量 %3 L/min），超出其 %5 的液冷预算</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>rack %1 carries %2 kg, over its %3 kg static load limit</source>
        <translation>机柜 %1 承重 %2 kg，超出 %3 kg 的静态承重上限</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>rack %1 has no PDU</source>
        <translation>机柜 %1 没有 PDU</translation>
    </message>
    <message>
        <location filename="../design/power/powercordcheck.cpp" line="+8"/>
        <source>%1 has %2 power inlets, no inlet %3</source>
        <translation>%1 有 %2 个电源输入口，没有输入口 %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 inlet %2 is cabled to %3, which is not a PDU of rack %4</source>
        <translation>%1 的输入口 %2 接到 %3，但它不是机柜 %4 的 PDU</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 inlet %2 is cabled to outlet %3 of %4, which has %5 outlets</source>
        <translation>%1 的输入口 %2 接到 %4 的插座 %3，但该 PDU 只有 %5 个插座</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 inlet %2 has two power cords</source>
        <translation>%1 的输入口 %2 有两根电源线</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 inlet %2 is cabled to outlet %3 of %4, which is already in use</source>
        <translation>%1 的输入口 %2 接到 %4 的插座 %3，该插座已被占用</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 inlet %2 is a C20 and needs a C19 outlet, but outlet %3 of %4 is a %5</source>
        <translation>%1 的输入口 %2 为 C20，需要 C19 插座，但 %4 的插座 %3 是 %5</translation>
    </message>
    <message>
        <location filename="../design/power/rackpower.cpp" line="+235"/>
        <source>; the inlet is cabled automatically</source>
        <translation>；该输入口改为自动接线</translation>
    </message>
    <message numerus="yes">
        <location line="+109"/>
        <source>rack %1: %n PSU inlet(s) with a C20 plug find no free C19 outlet</source>
        <translation>
            <numerusform>机柜 %1：%n 个 C20 电源输入口找不到空闲的 C19 插座</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>rack %1: %n PSU inlet(s) with a C14 plug find no free C13 or C19 outlet</source>
        <translation>
            <numerusform>机柜 %1：%n 个 C14 电源输入口找不到空闲的 C13 或 C19 插座</numerusform>
        </translation>
    </message>
    <message>
        <location line="+89"/>
        <source>%1 on %2</source>
        <translation>%2 上 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bank %1 %2 of %3</source>
        <translation>第 %1 组 %2（额定 %3）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>rack %1: if feed %2 fails, %3 on feed %4 carries %5 (%6), over its limit of %7 per line (%8% of %9)</source>
        <translation>机柜 %1：若 %2 路失电，%4 路上的 %3 将承载 %5（%6），超出每相 %7 的限值（%9 的 %8%）</translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>%1: if feed %2 fails, its %Ln PSU(s) on the other feed deliver %3 for a %4 DC load</source>
        <translation>
            <numerusform>%1：若 %2 路失电，另一路上的 %Ln 个电源可为 %4 的直流负载提供 %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>rack %1: %2 draws %3 on %4, over %5 (%6% of %7)</source>
        <translation>机柜 %1：%2 在 %4 上电流 %3，超出 %5（%7 的 %6%）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>rack %1: bank %2 (%3) of %4 carries %5, over %6 (%7% of a %8 breaker at %9 V)</source>
        <translation>机柜 %1：%4 的第 %2 组（%3）承载 %5，超出 %6（%9 V 下 %8 断路器的 %7%）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>rack %1: the line currents of %2 are %3% out of balance (more than %4%)</source>
        <translation>机柜 %1：%2 的三相电流不平衡度 %3%（超过 %4%）</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1: all %2 PSUs are on feed %3; losing that feed stops it</source>
        <translation>%1：全部 %2 个电源都接在 %3 路，该路失电即停机</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>rack %1: every PDU is on feed %2; losing that feed stops the rack</source>
        <translation>机柜 %1：所有 PDU 都在 %2 路，该路失电整柜停机</translation>
    </message>
</context>
<context>
    <name>BandwidthChart</name>
    <message>
        <location filename="../widgets/charts/bandwidthchart.cpp" line="+16"/>
        <source>Bandwidth hierarchy</source>
        <translation>带宽层级</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2): %3 × %4</source>
        <translation>%1（%2）：%3 × %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bandwidth per direction (GB/s, log scale)</source>
        <translation>单向带宽（GB/s，对数刻度）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No server with GPUs selected</source>
        <translation>未选择带 GPU 的服务器</translation>
    </message>
</context>
<context>
    <name>Bom</name>
    <message>
        <location filename="../design/bom/bom.cpp" line="+155"/>
        <source>Generic</source>
        <comment>the vendor of a generic part</comment>
        <translation>通用</translation>
    </message>
    <message>
        <location line="+165"/>
        <source>VAT</source>
        <translation>增值税</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tax</source>
        <translation>税费</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2%</source>
        <translation>%1 %2%</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Racks</source>
        <translation>机柜</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Systems</source>
        <translation>整机系统</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Servers</source>
        <translation>服务器</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPUs</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Power</source>
        <translation>供配电</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cables</source>
        <translation>线缆</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hall equipment</source>
        <translation>机房设备</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>included in %1</source>
        <translation>含于 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no price in the catalog</source>
        <translation>部件库中无价格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no exchange rate for %1</source>
        <translation>缺少 %1 的汇率</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not in the catalog</source>
        <translation>不在部件库中</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>estimated price</source>
        <translation>估算价格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>user&apos;s price</source>
        <translation>自定价格</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1% off</source>
        <translation>优惠 %1%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>quoted</source>
        <translation>报价</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>quoted: %1</source>
        <translation>报价：%1</translation>
    </message>
</context>
<context>
    <name>BomCommand</name>
    <message>
        <location filename="../app/cli/bomcommand.cpp" line="+22"/>
        <source>usage: cluster-workbench bom FILE [--format text|csv|xlsx|json] [--lang en|zh_CN] [-o OUT]
options:
  --spares CATEGORY=PCT   spare parts in percent, repeatable or comma-separated;
                          categories: %1, or all
  --tax PCT               a tax line on the subtotal, e.g. --tax 13 (default: the design&apos;s
                          tax, VAT 13% in a CNY design; --tax 0 for none)
  --tax-label TEXT        the tax line&apos;s name (default &quot;Tax&quot;), e.g. VAT
  --currency CODE         the BOM currency (default: the design&apos;s)
  --rate CODE=RATE        units of the BOM currency per unit of CODE, repeatable,
                          e.g. --currency CNY --rate USD=7.1
  --catalog PATH          the catalog database to use
xlsx needs -o; text, csv and json go to stdout without it.</source>
        <translation>用法：cluster-workbench bom 文件 [--format text|csv|xlsx|json] [--lang en|zh_CN] [-o 输出]
选项：
  --spares 类别=百分比    备件比例（百分比），可重复或以逗号分隔；
                          类别：%1，或 all
  --tax 百分比            按小计加一行税费，例如 --tax 13（默认：设计的税率，
                          人民币设计为增值税 13%；--tax 0 表示不计税）
  --tax-label 文本        税费行的名称（默认“税费”），例如 增值税
  --currency 代码         物料清单的币种（默认：设计的币种）
  --rate 代码=汇率        每单位该币种折合多少物料清单币种，可重复，
                          例如 --currency CNY --rate USD=7.1
  --catalog 路径          使用的部件库数据库
xlsx 需要 -o；text、csv 和 json 不带 -o 时输出到标准输出。</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>unknown format &quot;%1&quot;; formats are: text, csv, xlsx, json</source>
        <translation>未知格式“%1”；可用格式：text、csv、xlsx、json</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--format xlsx needs an output file: -o FILE.xlsx</source>
        <translation>--format xlsx 需要输出文件：-o FILE.xlsx</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--spares %1: expected CATEGORY=PERCENT, e.g. gpus=5</source>
        <translation>--spares %1：应为 类别=百分比，例如 gpus=5</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--spares %1: unknown category &quot;%2&quot;</source>
        <translation>--spares %1：未知类别“%2”</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--tax %1: expected a percentage, e.g. 13</source>
        <translation>--tax %1：应为百分比，例如 13</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--currency needs a currency code, e.g. CNY</source>
        <translation>--currency 需要货币代码，例如 CNY</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--rate %1: expected CODE=RATE with a rate above 0, e.g. USD=7.1</source>
        <translation>--rate %1：应为 代码=汇率，且汇率大于 0，例如 USD=7.1</translation>
    </message>
</context>
<context>
    <name>BomExport</name>
    <message>
        <location filename="../design/bom/bomexport.cpp" line="+56"/>
        <location filename="../design/bom/bomxlsx.cpp" line="+86"/>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Part</source>
        <translation>部件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model</source>
        <translation>型号</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../design/bom/bomxlsx.cpp" line="+1"/>
        <source>Part number</source>
        <translation>料号</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Description</source>
        <translation>描述</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Qty</source>
        <translation>数量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spares</source>
        <translation>备件</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../design/bom/bomxlsx.cpp" line="+1"/>
        <source>Order qty</source>
        <translation>订购数量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>List price</source>
        <translation>目录价</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discount %</source>
        <translation>折扣 %</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unit price</source>
        <translation>单价</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Extended price</source>
        <translation>总价</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Price date</source>
        <translation>报价日期</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Supplier</source>
        <translation>供应商</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quote</source>
        <translation>报价单号</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lead time (weeks)</source>
        <translation>交期（周）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>no price for %1</source>
        <translation>%1 无价格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no exchange rate to %1 for %2</source>
        <translation>缺少 %2 兑 %1 的汇率</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>incomplete: %1</source>
        <translation>不完整：%1</translation>
    </message>
    <message>
        <location line="+20"/>
        <location filename="../design/bom/bomtext.cpp" line="+102"/>
        <location filename="../design/bom/bomxlsx.cpp" line="+142"/>
        <source>Subtotal</source>
        <translation>小计</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../design/bom/bomtext.cpp" line="+3"/>
        <location filename="../design/bom/bomxlsx.cpp" line="+25"/>
        <source>Total</source>
        <translation>总计</translation>
    </message>
    <message>
        <location filename="../design/bom/bomtext.cpp" line="-42"/>
        <source>Subtotal %1</source>
        <translation>%1 小计</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Bill of materials: %1 (%2)</source>
        <translation>物料清单：%1（%2）</translation>
    </message>
    <message>
        <location filename="../design/bom/bomxlsx.cpp" line="-169"/>
        <source>No.</source>
        <translation>序号</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Item</source>
        <translation>名称及型号</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Technical requirements</source>
        <translation>技术参数要求</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+166"/>
        <location line="+13"/>
        <source>%1: cannot write: %2</source>
        <translation>%1：无法写入：%2</translation>
    </message>
    <message>
        <location line="-173"/>
        <source>cannot create the workbook</source>
        <translation>无法创建工作簿</translation>
    </message>
    <message>
        <location line="+141"/>
        <source>Bill of materials: %1</source>
        <translation>物料清单：%1</translation>
    </message>
</context>
<context>
    <name>BomGroups</name>
    <message>
        <location filename="../design/bom/bomgroups.cpp" line="+45"/>
        <source>%1 x %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message numerus="yes">
        <location line="+67"/>
        <source>%n device(s)</source>
        <translation>
            <numerusform>%n 台设备</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BomGroupsTable</name>
    <message>
        <location filename="../widgets/bom/bomgroupstable.cpp" line="+26"/>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Each (%1)</source>
        <translation>单价（%1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total (%1)</source>
        <translation>合计（%1）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Configuration</source>
        <translation>配置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rack</source>
        <translation>机柜</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Devices</source>
        <translation>设备</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cost (%1)</source>
        <translation>成本（%1）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rack id</source>
        <translation>机柜编号</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A part in it has no price: the figure leaves it out.</source>
        <translation>其中有部件没有价格：此数未计入该部件。</translation>
    </message>
</context>
<context>
    <name>BomPanel</name>
    <message>
        <location filename="../widgets/bom/bompanel.cpp" line="+336"/>
        <source>Subtotal</source>
        <translation>小计</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Total (incomplete)</source>
        <translation>总计（不完整）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Total</source>
        <translation>总计</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lines without a price are left out of the total. Add a price override in the catalog, or an exchange rate in the design settings.</source>
        <translation>没有价格的行未计入总计。请在部件库中添加自定义价格，或在设计设置中添加汇率。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Spares: none</source>
        <translation>备件：无</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>1 line, prices in %1</source>
        <translation>1 行，价格单位 %1</translation>
    </message>
    <message numerus="yes">
        <location line="-2"/>
        <source>%n line(s) · %1</source>
        <translation>
            <numerusform>%n 行 · %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 lines, prices in %2</source>
        <translation>%1 行，价格单位 %2</translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>%n line(s) quoted: %1</source>
        <translation>
            <numerusform>%n 行按报价：%1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(list %1)</source>
        <translation>（目录价 %1）</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n line(s) still on estimated prices: %1</source>
        <translation>
            <numerusform>%n 行仍为估算价：%1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/bom/bompanelquotes.cpp" line="+84"/>
        <source>Edit Quote…</source>
        <translation>编辑报价…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Enter a Quote…</source>
        <translation>录入报价…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove Quote</source>
        <translation>删除报价</translation>
    </message>
    <message>
        <location filename="../widgets/bom/bompanel.cpp" line="+15"/>
        <source>Spares: 1 category</source>
        <translation>备件：1 个类别</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spares: %1 categories</source>
        <translation>备件：%1 个类别</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bill of materials</source>
        <translation>物料清单</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All lines</source>
        <translation>全部明细</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost per rack</source>
        <translation>每机柜成本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost per node</source>
        <translation>每节点成本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lines, or what each rack and each node configuration costs</source>
        <translation>物料明细，或每个机柜、每种节点配置的成本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quotes</source>
        <translation>报价</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show list price, discount, supplier, quote and lead time. Double-click a unit price, discount or supplier to enter a quote; right-click a line for more.</source>
        <translation>显示目录价、折扣、供应商、报价单号和交期。双击单价、折扣或供应商即可录入报价；右键单击某行可查看更多操作。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tax</source>
        <translation>税费</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>VAT</source>
        <translation>增值税</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The name of the tax line</source>
        <translation>税费行的名称</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The design&apos;s tax on the subtotal, in percent (a CNY design has VAT 13% unless you set another rate)</source>
        <translation>设计的税率（按小计的百分比；人民币设计默认增值税 13%，除非另行设置）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Spare parts per category, in percent of the quantity (rounded up per line)</source>
        <translation>各类别的备件比例，按数量的百分比计（每行向上取整）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Excel workbook (.xlsx)…</source>
        <translation>Excel 工作簿 (.xlsx)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV (.csv)…</source>
        <translation>CSV (.csv)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>JSON (.json)…</source>
        <translation>JSON (.json)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>≈ estimated price (no published list price; ask for a quote) · green: quoted price · grey italic: built into a system, priced with it · spares are rounded up per line · money rounded to cents per line</source>
        <translation>≈ 估算价（无公开目录价，请询价）· 绿色：报价 · 灰色斜体：整机内置部件，随整机计价 · 备件按行向上取整 · 金额按行四舍五入到分</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel 工作簿 (*.xlsx)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>JSON (*.json)</source>
        <translation>JSON 文件 (*.json)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bill-of-materials</source>
        <translation>物料清单</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>BOM</source>
        <translation>物料清单</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export the bill of materials</source>
        <translation>导出物料清单</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
</context>
<context>
    <name>BomTableModel</name>
    <message>
        <location filename="../widgets/bom/bomtablemodel.cpp" line="+86"/>
        <source>included</source>
        <translation>已含</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Built into %1: priced with the system, not separately.</source>
        <translation>内置于 %1：随整机计价，不单独计价。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Estimated price: no published list price confirms it. Ask the vendor for a quote.</source>
        <translation>估算价格：没有公开的目录价可供核实，请向厂商询价。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your price: overridden in the catalog.</source>
        <translation>自定价格：已在部件库中覆盖目录价。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Catalog list price.</source>
        <translation>部件库目录价。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Quoted price.</source>
        <translation>报价。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Quoted by %1.</source>
        <translation>由 %1 报价。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reference %1.</source>
        <translation>报价单号 %1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dated %1.</source>
        <translation>日期 %1。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>List price %1 %2%3</source>
        <translation>目录价 %1 %2%3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (an estimate)</source>
        <translation>（估算）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 %2 as of %3</source>
        <translation>%1 %2（报价日期：%3）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an unknown date</source>
        <translation>未知</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, at %1 %2 per %3</source>
        <translation>，按 1 %3 = %1 %2 折算</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not in the total: %1.</source>
        <translation>未计入总计：%1。</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>%1: &quot;%2&quot; is not a number</source>
        <translation>%1：“%2”不是数字</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: a price cannot be negative</source>
        <translation>%1：价格不能为负数</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: a discount is between 0 and 100%</source>
        <translation>%1：折扣应在 0 到 100% 之间</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: a lead time is a whole number of weeks, up to 520</source>
        <translation>%1：交期应为不超过 520 的整数周</translation>
    </message>
</context>
<context>
    <name>BudgetPanel</name>
    <message>
        <location filename="../widgets/budgets/budgetpanel.cpp" line="+35"/>
        <location line="+169"/>
        <source>%1% of the limit</source>
        <translation>占上限的 %1%</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>Design totals</source>
        <translation>设计总计</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rack budgets</source>
        <translation>机柜预算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Power (max)</source>
        <translation>功耗（最大）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power (typical)</source>
        <translation>功耗（典型）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heat</source>
        <translation>发热量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cooling</source>
        <translation>散热</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Airflow</source>
        <translation>风量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rack space</source>
        <translation>机柜空间</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+9"/>
        <source>Weight</source>
        <translation>重量</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>GPUs</source>
        <translation>GPU 数量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU memory</source>
        <translation>GPU 显存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List price</source>
        <translation>目录价合计</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Energy / year</source>
        <translation>年耗电量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Energy cost / year</source>
        <translation>年电费</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rack</source>
        <translation>机柜</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Space</source>
        <translation>空间</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Air cooling</source>
        <translation>风冷</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDU</source>
        <translation>PDU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PCIe lanes</source>
        <translation>PCIe 通道</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Feed failover</source>
        <translation>单路失电</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Liquid cooling</source>
        <translation>液冷</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ports</source>
        <translation>端口</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Host ports / switch ports</source>
        <translation>主机端口 / 交换机端口</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>No PDU in this rack</source>
        <translation>此机柜没有 PDU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Every PDU is on one feed</source>
        <translation>所有 PDU 在同一路供电</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 alone: %2 / %3 kW</source>
        <translation>仅 %1 路：%2 / %3 kW</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+2"/>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 BTU/h</source>
        <translation>%1 BTU/h</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 tons</source>
        <translation>%1 冷吨</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 CFM</source>
        <translation>%1 CFM</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+46"/>
        <source>%1 / %2 U</source>
        <translation>%1 / %2 U</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>%1 kg</source>
        <translation>%1 kg</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 kWh</source>
        <translation>%1 kWh</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+2"/>
        <source>%1 / %2 kW</source>
        <translation>%1 / %2 kW</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 / %2 kW, %3 L/min</source>
        <translation>%1 / %2 kW，%3 L/min</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No liquid-cooled equipment or liquid cooling in this rack</source>
        <translation>此机柜没有液冷设备或液冷能力</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 / %2 kg</source>
        <translation>%1 / %2 kg</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 / %2 kVA</source>
        <translation>%1 / %2 kVA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no PDU</source>
        <translation>无 PDU</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 / %2 lanes</source>
        <translation>%1 / %2 条通道</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No configurable server with CPUs in this rack</source>
        <translation>此机柜中没有带 CPU 的可配置服务器</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 host / %2 switch</source>
        <translation>主机 %1 / 交换机 %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>InfiniBand</source>
        <translation>InfiniBand</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ethernet</source>
        <translation>以太网</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2G</source>
        <translation>%1 %2G</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Findings: %1, %2</source>
        <translation>检查结果：%1，%2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n 个错误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n 个警告</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BundledCatalog</name>
    <message>
        <location filename="../catalog/store/bundledcatalog.cpp" line="+16"/>
        <source>%1: cannot read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>needs an integer &quot;version&quot; and a &quot;files&quot; array</source>
        <translation>需要整数类型的 &quot;version&quot; 和数组类型的 &quot;files&quot;</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1: part &quot;%2&quot; is defined in another bundled file too</source>
        <translation>%1：部件“%2”在另一个内置文件中也有定义</translation>
    </message>
</context>
<context>
    <name>CalibrationDialog</name>
    <message>
        <location filename="../widgets/workload/calibrationdialog.cpp" line="+28"/>
        <source>Calibrate to a Measured Run</source>
        <translation>按实测运行校准</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>From a training log (Megatron-LM, NeMo or torchtitan)</source>
        <translation>从训练日志读取（Megatron-LM、NeMo 或 torchtitan）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Log file:</source>
        <translation>日志文件：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A measured step time</source>
        <translation>实测的单步时间</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Time per optimizer step:</source>
        <translation>每次优化器更新的时间：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date of the run:</source>
        <translation>运行日期：</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Calibrate</source>
        <translation>校准</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the design&apos;s GPU</source>
        <translation>设计中的 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The prediction for this workload (its model, layout and GPUs) with %1 on %2 is compared with your run; the factor between them then scales every prediction of %1 on this GPU, here and in Explore Designs.</source>
        <translation>将此工作负载（其模型、并行方案和 GPU）在 %2 上使用 %1 的预测与您的运行进行比较；二者之比随后用于缩放 %1 在此 GPU 上的每一项预测，包括此处和“探索设计方案”中的预测。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Open a Training Log</source>
        <translation>打开训练日志</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logs (*.log *.txt *.out);;All files (*)</source>
        <translation>日志 (*.log *.txt *.out);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Choose the log of a run of this workload.</source>
        <translation>请选择此工作负载某次运行的日志。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>typed</source>
        <translation>手动填写</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Predicted %1 s a step, measured %2 s: every prediction of this stack on this GPU is scaled by %3 (%4).</source>
        <translation>预测每步 %1 秒，实测 %2 秒：此软件栈在此 GPU 上的每一项预测都乘以 %3（%4）。</translation>
    </message>
</context>
<context>
    <name>CatalogCommand</name>
    <message>
        <location filename="../app/cli/catalogcommand.cpp" line="+37"/>
        <source>usage: cluster-workbench catalog list [--kind K] [--search TEXT] [--json]
       cluster-workbench catalog show ID [--json]
       cluster-workbench catalog import FILE
       cluster-workbench catalog import-netbox PATH... (device-type YAML files or folders)
       cluster-workbench catalog export FILE
       cluster-workbench catalog remove ID
       cluster-workbench catalog restore (the parts and prices only the backup still holds)
options: --catalog PATH (or $CLUSTER_WORKBENCH_CATALOG) selects the catalog database</source>
        <translation>用法：cluster-workbench catalog list [--kind 类别] [--search 文本] [--json]
       cluster-workbench catalog show 编号 [--json]
       cluster-workbench catalog import 文件
       cluster-workbench catalog import-netbox 路径...（设备类型 YAML 文件或文件夹）
       cluster-workbench catalog export 文件
       cluster-workbench catalog remove 编号
       cluster-workbench catalog restore（恢复只有备份中还有的部件和价格）
选项：--catalog 路径（或 $CLUSTER_WORKBENCH_CATALOG）指定部件库数据库</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>unknown kind &quot;%1&quot;; kinds are: %2</source>
        <translation>未知类别“%1”；可用类别：%2</translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>%n part(s)</source>
        <translation>
            <numerusform>共 %n 个部件</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>no part with id &quot;%1&quot; in the catalog (try: cluster-workbench catalog list --search TEXT)</source>
        <translation>部件库中没有 ID 为“%1”的部件（可尝试：cluster-workbench catalog list --search TEXT）</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>unknown catalog action &quot;%1&quot;</source>
        <translation>未知的 catalog 操作“%1”</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>nothing was restored</source>
        <translation>没有恢复任何内容</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>restored %1 user part(s) and %2 price override(s) from the backup into %3</source>
        <translation>已从备份向 %3 恢复 %1 个用户部件和 %2 个价格覆盖</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: cannot read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2 bytes, more than a parts file may have (%3); nothing was imported</source>
        <translation>%1：%2 字节，超过部件文件允许的大小（%3）；未导入任何内容</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>nothing was imported</source>
        <translation>未导入任何内容</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>imported %1 into %2</source>
        <translation>已将 %1 导入 %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>nothing was removed</source>
        <translation>未删除任何内容</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>removed %1 from %2</source>
        <translation>已从 %2 中删除 %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 was not written</source>
        <translation>未写入 %1</translation>
    </message>
</context>
<context>
    <name>CatalogStore</name>
    <message>
        <location filename="../catalog/store/catalogstore.cpp" line="+119"/>
        <location line="+74"/>
        <location line="+105"/>
        <location line="+7"/>
        <location filename="../catalog/store/catalogstoreuserparts.cpp" line="+121"/>
        <location line="+15"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="-214"/>
        <source>%1: cannot open the catalog database: %2</source>
        <translation>%1：无法打开部件库数据库：%2</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>unknown SQLite error</source>
        <translation>未知的 SQLite 错误</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>%1: cannot start a transaction: %2</source>
        <translation>%1：无法开始事务：%2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: cannot create the folder %2</source>
        <translation>%1：无法创建文件夹 %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: cannot read the catalog schema version: %2</source>
        <translation>%1：无法读取部件库架构版本：%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: catalog schema version %2 is newer than this program supports (%3)</source>
        <translation>%1：部件库数据库结构版本 %2 高于本程序支持的版本（%3）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>invalid schema version %1</source>
        <translation>无效的架构版本 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: cannot check the catalog database: %2</source>
        <translation>%1：无法检查部件库数据库：%2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>table %1 cannot be read: %2</source>
        <translation>无法读取表 %1：%2</translation>
    </message>
    <message>
        <location line="+26"/>
        <location filename="../catalog/store/catalogstorebackuponly.cpp" line="+29"/>
        <location filename="../catalog/store/catalogstorerecovery.cpp" line="+215"/>
        <source>the backup %1 cannot be read (%2); it was kept as %3</source>
        <translation>无法读取备份 %1（%2）；已保留为 %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 held no catalog; %2 user part(s) and %3 price override(s) were restored from the backup %4</source>
        <translation>%1 中没有部件库；已从备份 %4 恢复 %2 个用户部件和 %3 个自定价格</translation>
    </message>
    <message>
        <location filename="../catalog/store/catalogstorebackuponly.cpp" line="+40"/>
        <source>cannot update the backup of the user parts: %1</source>
        <translation>无法更新用户部件的备份：%1</translation>
    </message>
    <message>
        <location filename="../catalog/store/catalogstore.cpp" line="+44"/>
        <source>the integrity check failed: %1</source>
        <translation>完整性检查失败：%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: cannot migrate from schema version %2</source>
        <translation>%1：无法从架构版本 %2 迁移</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: cannot save the schema: %2</source>
        <translation>%1：无法保存架构：%2</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>%1: cannot refresh the bundled parts: %2</source>
        <translation>%1：无法更新内置部件：%2</translation>
    </message>
    <message>
        <location filename="../catalog/store/catalogstorerecovery.cpp" line="-119"/>
        <location line="+6"/>
        <source>unknown error</source>
        <translation>未知错误</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>%1: cannot restore the user parts: %2</source>
        <translation>%1：无法恢复用户部件：%2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: the catalog database is damaged (%2) and cannot be moved aside to %3</source>
        <translation>%1：部件库数据库已损坏（%2），且无法移至 %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: cannot move %2 aside to %3</source>
        <translation>%1：无法将 %2 移至 %3</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1: the catalog database is damaged (%2); it was kept as %3 and the catalog was rebuilt from the bundled parts</source>
        <translation>%1：部件库数据库已损坏（%2）；已保留为 %3，并已根据内置部件重建部件库</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no user parts could be recovered</source>
        <translation>未能恢复任何用户部件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>user parts recovered: %1 from the damaged file, %2 from the backup %3</source>
        <translation>已恢复用户部件：%1 个来自损坏的文件，%2 个来自备份 %3</translation>
    </message>
    <message>
        <location filename="../catalog/store/catalogstore.cpp" line="+36"/>
        <location filename="../catalog/store/catalogstorebackuponly.cpp" line="-28"/>
        <location filename="../catalog/store/catalogstoreintegrity.cpp" line="+91"/>
        <location filename="../catalog/store/catalogstorerecovery.cpp" line="+33"/>
        <source>%1: cannot read the catalog: %2</source>
        <translation>%1：无法读取部件库：%2</translation>
    </message>
    <message>
        <location filename="../catalog/store/catalogstorerecovery.cpp" line="+36"/>
        <source>nothing was changed: cannot write the backup of the user parts: %1</source>
        <translation>未做任何更改：无法写入用户部件的备份：%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: cannot save the change: %2</source>
        <translation>%1：无法保存更改：%2</translation>
    </message>
    <message>
        <location filename="../catalog/store/catalogstoreuserparts.cpp" line="-104"/>
        <source>%1: part &quot;%2&quot;: id is already used by a bundled part</source>
        <translation>%1：部件“%2”：该 ID 已被内置部件使用</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: part &quot;%2&quot;: spec.contents names unknown part &quot;%3&quot;</source>
        <translation>%1：部件“%2”：spec.contents 引用了未知部件“%3”</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: cannot store part &quot;%2&quot;: %3</source>
        <translation>%1：无法保存部件“%2”：%3</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1: cannot remove part &quot;%2&quot;: %3</source>
        <translation>%1：无法删除部件“%2”：%3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no user part &quot;%1&quot;</source>
        <translation>不存在用户自定义部件“%1”</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>part &quot;%1&quot;: a price needs a non-negative amount and a three-letter currency</source>
        <translation>部件“%1”：价格需要非负金额和三字母币种代码</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/catalogsession.cpp" line="+15"/>
        <source>%n user part(s) (%1)</source>
        <translation>
            <numerusform>%n 个用户部件（%1）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n price override(s)</source>
        <translation>
            <numerusform>%n 个价格覆盖</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 lacks %2 that its backup %3 holds (the file was replaced by an older copy, or another program deleted rows); the backup was kept as it is. To bring them back: cluster-workbench catalog restore; to drop a part for good: cluster-workbench catalog remove ID (with the same --catalog)</source>
        <translation>%1 缺少其备份 %3 中的 %2（该文件被旧副本替换，或其他程序删除了记录）；备份保持原样。要找回它们：cluster-workbench catalog restore；要永久删除某个部件：cluster-workbench catalog remove 编号（使用相同的 --catalog）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> and </source>
        <translation>和</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+2"/>
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <location filename="../catalog/store/catalogstoreintegrity.cpp" line="+83"/>
        <source>%1: cannot repair the damaged parts: %2</source>
        <translation>%1：无法修复损坏的部件：%2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1: damaged parts cannot be kept aside: %2</source>
        <translation>%1：无法另存损坏的部件：%2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: cannot save the part checksums: %2</source>
        <translation>%1：无法保存部件校验和：%2</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1: %n bundled part(s) were missing from the catalog and were restored from the bundled catalog: %2</source>
        <translation>
            <numerusform>%1：部件库缺少 %n 个内置部件，已从内置部件库恢复：%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%1: %n stored part(s) were damaged and have been replaced</source>
        <translation>
            <numerusform>%1：%n 个已存储的部件已损坏，现已替换</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>restored from the bundled catalog: %1</source>
        <translation>已从内置部件库恢复：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>restored from the backup %1: %2</source>
        <translation>已从备份 %1 恢复：%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>row %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not in the backup, so not restored: %1; the damaged rows were kept in %2</source>
        <translation>备份中没有、因而未能恢复：%1；损坏的记录已保存在 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the backup cannot be read: %1</source>
        <translation>无法读取备份：%1</translation>
    </message>
</context>
<context>
    <name>ChartCommand</name>
    <message>
        <location filename="../app/cli/chartcommand.cpp" line="+21"/>
        <source>usage: cluster-workbench chart power|heat|bandwidth|allreduce|scaling|cost FILE -o OUT.(png|svg|pdf)
       [--lang en|zh_CN] [--device ID] [--gpus N] [--size WxH]
       [--gradient-bytes BYTES] [--step-ms MS] [--overlap] [--catalog PATH]
--device: the GPU server for bandwidth, allreduce and scaling (default: the first with GPUs)
--gpus: GPUs taking part in the collectives (default: all in the design)
--gradient-bytes, --step-ms, --overlap: the scaling model&apos;s inputs (default 2e9 bytes, 500 ms)</source>
        <translation>用法：cluster-workbench chart power|heat|bandwidth|allreduce|scaling|cost 文件 -o 输出.(png|svg|pdf)
       [--lang en|zh_CN] [--device ID] [--gpus N] [--size 宽x高]
       [--gradient-bytes 字节数] [--step-ms 毫秒] [--overlap] [--catalog 路径]
--device：带宽、AllReduce 和扩展性图表所用的 GPU 服务器（默认：第一台带 GPU 的服务器）
--gpus：参与集合通信的 GPU 数量（默认：设计中的全部 GPU）
--gradient-bytes、--step-ms、--overlap：扩展性模型的输入（默认 2e9 字节、500 ms）</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>unknown chart &quot;%1&quot;; charts are: %2</source>
        <translation>未知图表“%1”；可用图表：%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>missing -o OUT.png, OUT.svg or OUT.pdf</source>
        <translation>缺少 -o OUT.png、OUT.svg 或 OUT.pdf</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: the output must end in .png, .svg or .pdf</source>
        <translation>%1：输出文件须以 .png、.svg 或 .pdf 结尾</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--gpus takes a whole number of at least 2</source>
        <translation>--gpus 须为不小于 2 的整数</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--size takes WIDTHxHEIGHT in pixels, from 200x150 to 10000x10000, e.g. 1200x720</source>
        <translation>--size 取 宽x高（像素），范围 200x150 至 10000x10000，例如 1200x720</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--gradient-bytes takes a positive number of bytes, e.g. 2e9</source>
        <translation>--gradient-bytes 须为正的字节数，例如 2e9</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--step-ms takes a positive time in milliseconds</source>
        <translation>--step-ms 须为正的毫秒数</translation>
    </message>
</context>
<context>
    <name>ChartRenderer</name>
    <message>
        <location filename="../widgets/charts/chartrenderer.cpp" line="+43"/>
        <source>%1 (%2): %3 × %4</source>
        <translation>%1（%2）：%3 × %4</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 has no fabric NIC: no curve across nodes</source>
        <translation>%1 没有计算网络网卡：无法绘制跨节点曲线</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No compute fabric designed for %1: across nodes uses its NICs</source>
        <translation>%1 未设计计算网络：跨节点按其网卡计算</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>fitted to %n measurement(s): one node %1/s, bandwidth term %2, per-node term %3</source>
        <translation>
            <numerusform>按 %n 个测量点拟合：单节点 %1/秒，带宽项 %2，每节点项 %3</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The measurements cannot be fitted</source>
        <translation>这些测量值无法拟合</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Needs a server with GPUs</source>
        <translation>需要带 GPU 的服务器</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has no fabric NIC: communication across nodes cannot be estimated</source>
        <translation>%1 没有计算网络网卡：无法估算跨节点通信</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 gradients per step, %2 compute per step, %3 fabric per node (%4)</source>
        <translation>每步梯度 %1，每步计算 %2，每节点计算网络带宽 %3（%4）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>no device &quot;%1&quot; in the design</source>
        <translation>设计中没有设备“%1”</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>device &quot;%1&quot; has no GPU</source>
        <translation>设备“%1”没有 GPU</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the design has no server with GPUs</source>
        <translation>设计中没有带 GPU 的服务器</translation>
    </message>
</context>
<context>
    <name>ChartSeries</name>
    <message>
        <location filename="../design/charts/bandwidthhierarchy.cpp" line="+10"/>
        <source>1 GPU</source>
        <translation>1 块 GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 GPUs</source>
        <translation>%1 块 GPU</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>GPU memory</source>
        <translation>GPU 显存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU-GPU link</source>
        <translation>GPU 间互联</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PCIe host link per GPU</source>
        <translation>每 GPU 的 PCIe 主机链路</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PCIe switch uplink per GPU</source>
        <translation>每 GPU 分得的 PCIe 交换芯片上行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NIC per GPU</source>
        <translation>每 GPU 网卡带宽</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Inter-node fabric per node</source>
        <translation>每节点的节点间网络</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>memory bandwidth of one %1</source>
        <translation>单块 %1 的显存带宽</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>per direction (%1 GB/s both directions); a bridge joins pairs of cards only</source>
        <translation>单向（双向 %1 GB/s）；桥接器只连接成对的卡</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>per GPU and direction (%1 GB/s both directions)</source>
        <translation>每 GPU 单向（双向 %1 GB/s）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>per direction, GPU to its bay</source>
        <translation>单向，GPU 到其插槽</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>uplink of switch %1 shared by the GPUs below it, per direction</source>
        <translation>交换芯片 %1 的上行链路由其下的 GPU 共享，单向</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the node&apos;s fabric NICs divided over its GPUs (%1)</source>
        <translation>节点的计算网络网卡均分给其 GPU（%1）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>all fabric NIC ports of the node (1 Gb/s = 0.125 GB/s), each NIC capped by its PCIe link</source>
        <translation>节点全部计算网络网卡端口（1 Gb/s = 0.125 GB/s），每块网卡以其 PCIe 链路为上限</translation>
    </message>
    <message>
        <location filename="../design/charts/rackstackseries.cpp" line="+18"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPUs</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chassis base and fans</source>
        <translation>机箱基础与风扇</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PSU losses</source>
        <translation>电源损耗</translation>
    </message>
</context>
<context>
    <name>ChartStyle</name>
    <message>
        <location filename="../widgets/charts/chartstyle.cpp" line="+109"/>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>µs</source>
        <translation>µs</translation>
    </message>
</context>
<context>
    <name>ChartView</name>
    <message>
        <location filename="../widgets/charts/chartview.cpp" line="+197"/>
        <source>unknown image format &quot;%1&quot;; use .png, .svg or .pdf</source>
        <translation>未知的图像格式“%1”；请使用 .png、.svg 或 .pdf</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>could not draw the chart for %1</source>
        <translation>无法为 %1 绘制图表</translation>
    </message>
</context>
<context>
    <name>ChartsPanel</name>
    <message>
        <location filename="../widgets/charts/chartspanel.cpp" line="+130"/>
        <source>&amp;GPU node:</source>
        <translation>GPU 节点(&amp;G)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the chart shown as a PNG, SVG or PDF file</source>
        <translation>将当前图表保存为 PNG、SVG 或 PDF 文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heat</source>
        <translation>发热量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bandwidth</source>
        <translation>带宽</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Collectives</source>
        <translation>集合通信</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scaling</source>
        <translation>扩展性</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>G&amp;PUs:</source>
        <translation>GPU 数(&amp;P)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ranks taking part in the AllReduce and AllGather</source>
        <translation>参与 AllReduce 和 AllGather 的 GPU（rank）数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Parameters (millions):</source>
        <translation>参数量（百万）(&amp;P)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Gradient bytes per parameter:</source>
        <translation>每个参数的梯度字节数(&amp;G)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 (FP32)</source>
        <translation>4 (FP32)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 (BF16/FP16)</source>
        <translation>2 (BF16/FP16)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 (FP8)</source>
        <translation>1 (FP8)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Compute per step (ms):</source>
        <translation>每步计算时间（ms）(&amp;C)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One node&apos;s step time without communication across nodes</source>
        <translation>单节点每步耗时，不含跨节点通信</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Overlap communication</source>
        <translation>通信与计算重叠(&amp;O)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hide communication behind the backward pass (up to half of the step, an estimate)</source>
        <translation>将通信隐藏在反向传播中（最多占一步的一半，估算值）</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>%1 (%2, GPUs: %3)</source>
        <translation>%1（%2，GPU：%3）</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>PNG image (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SVG image (*.svg)</source>
        <translation>SVG 图像 (*.svg)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF document (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+12"/>
        <source>Export Chart</source>
        <translation>导出图表</translation>
    </message>
</context>
<context>
    <name>CheckCommand</name>
    <message>
        <location filename="../app/cli/checkcommand.cpp" line="+37"/>
        <source>ERROR</source>
        <translation>错误</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>WARNING</source>
        <translation>警告</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>INFO</source>
        <translation>提示</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Design: %1</source>
        <translation>设计：%1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Totals: %n rack(s), %1 (%2 GB GPU memory)</source>
        <translation>
            <numerusform>合计：%n 个机柜，%1（GPU 显存 %2 GB）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+35"/>
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n 块 GPU</numerusform>
        </translation>
    </message>
    <message>
        <location line="-33"/>
        <source>  power %1 max, %2 typical; heat %3 BTU/h = %4 tons; airflow %5 CFM</source>
        <translation>  功耗：最大 %1，典型 %2；发热量 %3 BTU/h = %4 冷吨；风量 %5 CFM</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  space %1 of %2 U; weight %3 kg; cost %4; energy %5 kWh per year = %6 per year</source>
        <translation>  空间：已用 %1 / %2 U；重量 %3 kg；成本 %4；年耗电量 %5 kWh，年电费 %6</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>  peak dense TFLOPS: %1</source>
        <translation>  峰值稠密算力（TFLOPS）：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rack %1: %2/%3 U, %4 of %5 power budget, %6 BTU/h, %7 of %8 kg</source>
        <translation>机柜 %1：%2/%3 U，功耗 %4 / 预算 %5，%6 BTU/h，重量 %7 / %8 kg</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>  %1 %2 at U%3: %4</source>
        <translation>  %1 %2 位于 U%3：%4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, PSUs %1 x %2 W %3 (usable %4 W)</source>
        <translation>，电源 %1 × %2 W %3（可用 %4 W）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, PCIe %1/%2 lanes</source>
        <translation>，PCIe 通道 %1/%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hall %1:</source>
        <translation>机房 %1：</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Findings: %1, %2</source>
        <translation>检查结果：%1，%2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n 个错误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n 个警告</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>usage: cluster-workbench check FILE [--json] [--lang en|zh_CN] [--catalog PATH]</source>
        <translation>用法：cluster-workbench check FILE [--json] [--lang en|zh_CN] [--catalog PATH]</translation>
    </message>
</context>
<context>
    <name>Cluster</name>
    <message>
        <location filename="../design/plan/clustersizer.cpp" line="+67"/>
        <source>choose a system from the catalog or a GPU server of the design</source>
        <translation>请选择部件库中的整机系统或设计中的 GPU 服务器</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>choose a rack part</source>
        <translation>请选择机柜部件</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 holds no GPU</source>
        <translation>%1 不含 GPU</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the number of GPUs must be at least 1</source>
        <translation>GPU 数量至少为 1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>one %1 (%2 W) is more than the rack&apos;s power budget of %3 W</source>
        <translation>一台 %1（%2 W）已超过机柜功率预算 %3 W</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is taller than the rack</source>
        <translation>%1 比机柜还高</translation>
    </message>
</context>
<context>
    <name>ClusterDialog</name>
    <message>
        <location filename="../widgets/workload/clusterdialog.cpp" line="+36"/>
        <source>Size a cluster for the workload</source>
        <translation>按工作负载规划集群</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>like %1: %2 with %3 × %4</source>
        <translation>同 %1：%2，配 %3 × %4</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>GPUs to add</source>
        <translation>新增 GPU 数</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The GPUs that train the workload&apos;s tokens in this time at the predicted speed (or its typed MFU)</source>
        <translation>按预测速度（或手动填写的 MFU）在此期限内训练完该负载全部 token 所需的 GPU 数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Or: train in</source>
        <translation>或：训练时长</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Copies of the model to serve, each on the workload&apos;s GPUs per copy</source>
        <translation>要部署的模型副本数，每份使用工作负载设定的 GPU 数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Or: model copies</source>
        <translation>或：模型副本数</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Rack</source>
        <translation>机柜</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> kW</source>
        <translation> kW</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Power budget of each new rack: as many nodes as it and the rack&apos;s height allow</source>
        <translation>每个新机柜的功率预算：节点数受预算和机柜高度共同限制</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power per rack</source>
        <translation>各机柜功耗</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>&lt;b&gt;%1&lt;/b&gt; of %2 (%3 GPUs each, %4 kW max) in &lt;b&gt;%5&lt;/b&gt;, %6 a rack</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;（%2，每台 %3 块 GPU，最大 %4 kW），放入 &lt;b&gt;%5&lt;/b&gt;，每柜 %6 台</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n 个节点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n new rack(s)</source>
        <translation>
            <numerusform>%n 个新机柜</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (limited by the power budget).</source>
        <translation>（受功率预算限制）。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> (limited by the rack&apos;s height).</source>
        <translation>（受机柜高度限制）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Their compute fabric is sized and its switches placed too; one undo step.</source>
        <translation>同时规划计算网络并放置交换机；可一步撤销。</translation>
    </message>
</context>
<context>
    <name>ClusterNodes</name>
    <message>
        <location filename="../design/handover/clusternodes.cpp" line="-53"/>
        <source>the address range %1 holds %2 addresses; the design has %3 servers</source>
        <translation>地址范围 %1 只有 %2 个地址，而设计中有 %3 台服务器</translation>
    </message>
</context>
<context>
    <name>CmdComponentInstall</name>
    <message>
        <location filename="../design/commands/cmdcomponentinstall.cpp" line="+12"/>
        <source>Install %1 x %2 in %3 (%4)</source>
        <translation>在 %3 中安装 %1 × %2（%4）</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Install %1 x %2 in %3</source>
        <translation>在 %3 中安装 %1 × %2</translation>
    </message>
</context>
<context>
    <name>CmdComponentRemove</name>
    <message>
        <location filename="../design/commands/cmdcomponentremove.cpp" line="+13"/>
        <source>Remove %1 from %2</source>
        <translation>从 %2 中移除 %1</translation>
    </message>
</context>
<context>
    <name>CmdDeviceAdd</name>
    <message>
        <location filename="../design/commands/cmddeviceadd.cpp" line="+9"/>
        <source>Add %1 (%2) to %3 at U%4</source>
        <translation>将 %1（%2）添加到 %3 的 U%4</translation>
    </message>
</context>
<context>
    <name>CmdDeviceMove</name>
    <message>
        <location filename="../design/commands/cmddevicemove.cpp" line="+24"/>
        <source>Move %1 to %2 U%3</source>
        <translation>将 %1 移至 %2 的 U%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move %1 to U%2</source>
        <translation>将 %1 移至 U%2</translation>
    </message>
</context>
<context>
    <name>CmdDeviceRemove</name>
    <message>
        <location filename="../design/commands/cmddeviceremove.cpp" line="+7"/>
        <source>Remove %1</source>
        <translation>移除 %1</translation>
    </message>
</context>
<context>
    <name>CmdHallUnitMove</name>
    <message>
        <location filename="../design/commands/cmdhallunitmove.cpp" line="+14"/>
        <source>Move %1 in the hall</source>
        <translation>在机房中移动 %1</translation>
    </message>
</context>
<context>
    <name>CmdMeasuredPowerSet</name>
    <message numerus="yes">
        <location filename="../design/commands/cmdmeasuredpowerset.cpp" line="+11"/>
        <source>Import measured power of %n device(s)</source>
        <translation>
            <numerusform>导入 %n 台设备的实测功耗</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CmdPropertyEdit</name>
    <message>
        <location filename="../design/commands/cmdpropertyedit.cpp" line="+18"/>
        <source>Rename design to &quot;%1&quot;</source>
        <translation>将设计重命名为“%1”</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Change design settings</source>
        <translation>修改设计设置</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Rename rack %1 to &quot;%2&quot;</source>
        <translation>将机柜 %1 重命名为“%2”</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Set power budget of %1 to %2 W</source>
        <translation>将 %1 的功率预算设为 %2 W</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset power budget of %1</source>
        <translation>重置 %1 的功率预算</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Set cooling budget of %1 to %2 W</source>
        <translation>将 %1 的制冷预算设为 %2 W</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset cooling budget of %1</source>
        <translation>重置 %1 的制冷预算</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Move rack %1 to row %2, position %3</source>
        <translation>将机柜 %1 移至第 %2 列第 %3 位</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Rename %1 to &quot;%2&quot;</source>
        <translation>将 %1 重命名为“%2”</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Set PSU redundancy of %1 to %2</source>
        <translation>将 %1 的电源冗余设为 %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Turn %1 to face the front</source>
        <translation>将 %1 改为朝向正面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn %1 to face the rear</source>
        <translation>将 %1 改为朝向背面</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Set quantity of %1 in %2 to %3</source>
        <translation>将 %2 中 %1 的数量设为 %3</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Put %1 in %2 in the first free bay</source>
        <translation>将 %2 中的 %1 放入第一个空闲槽位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put %1 in %2 in bay %3</source>
        <translation>将 %2 中的 %1 放入槽位 %3</translation>
    </message>
</context>
<context>
    <name>CmdQuoteSet</name>
    <message>
        <location filename="../design/commands/cmdquoteset.cpp" line="+13"/>
        <source>Remove the quote for %1</source>
        <translation>删除 %1 的报价</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Set the quoted price of %1 to %2 %3</source>
        <translation>将 %1 的报价设为 %2 %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Set the discount on %1 to %2%</source>
        <translation>将 %1 的折扣设为 %2%</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Clear the supplier of %1</source>
        <translation>清除 %1 的供应商</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set the supplier of %1 to %2</source>
        <translation>将 %1 的供应商设为 %2</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Set the lead time of %1 to %n week(s)</source>
        <translation>
            <numerusform>将 %1 的交期设为 %n 周</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Change the quote for %1</source>
        <translation>修改 %1 的报价</translation>
    </message>
</context>
<context>
    <name>CmdRackAdd</name>
    <message>
        <location filename="../design/commands/cmdrackadd.cpp" line="+7"/>
        <source>Add rack %1</source>
        <translation>添加机柜 %1</translation>
    </message>
</context>
<context>
    <name>CmdRackPduAdd</name>
    <message>
        <location filename="../design/commands/cmdrackpduadd.cpp" line="+8"/>
        <source>Add PDU %1 to %2</source>
        <translation>向 %2 添加 PDU %1</translation>
    </message>
</context>
<context>
    <name>CmdRackPduRemove</name>
    <message>
        <location filename="../design/commands/cmdrackpduremove.cpp" line="+7"/>
        <source>Remove PDU %1</source>
        <translation>移除 PDU %1</translation>
    </message>
</context>
<context>
    <name>CmdRackRemove</name>
    <message>
        <location filename="../design/commands/cmdrackremove.cpp" line="+7"/>
        <source>Remove rack %1</source>
        <translation>移除机柜 %1</translation>
    </message>
</context>
<context>
    <name>CollectiveChart</name>
    <message>
        <location filename="../widgets/charts/collectivechart.cpp" line="+14"/>
        <source>inside one node, %1 GPUs</source>
        <translation>节点内，%1 块 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>across %1 nodes, %2 GPUs</source>
        <translation>跨 %1 个节点，%2 块 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2, %3: bus bandwidth %4 of %5</source>
        <translation>%1，%2，%3：总线带宽 %4（峰值 %5）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Collective time (estimate)</source>
        <translation>集合通信耗时（估算）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Collective time (%1 model, estimate)</source>
        <translation>集合通信耗时（%1 模型，估算）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Message size (bytes, log scale)</source>
        <translation>消息大小（字节，对数刻度）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time (log scale)</source>
        <translation>耗时（对数刻度）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Needs a server with GPUs and at least 2 GPUs</source>
        <translation>需要至少有 2 块 GPU 的服务器</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>&lt;b&gt;Message size %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;消息大小 %1&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>tree</source>
        <translation>树形</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ring</source>
        <translation>环形</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 by %3 (algorithm bandwidth %4, %6 bus bandwidth %5)</source>
        <translation>%1：%2，%3算法（算法带宽 %4，%6 总线带宽 %5）</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <location filename="../app/cli/commandline.cpp" line="+30"/>
        <source>option %1 needs a value</source>
        <translation>选项 %1 需要一个值</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown option %1</source>
        <translation>未知选项 %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>unknown language &quot;%1&quot;; languages are: %2</source>
        <translation>未知语言“%1”；可用语言：%2</translation>
    </message>
</context>
<context>
    <name>CompareCommand</name>
    <message>
        <location filename="../app/cli/comparecommand.cpp" line="+23"/>
        <source>usage: cluster-workbench compare A.json B.json [--json] [-o OUT.pdf] [--lang en|zh_CN] [--catalog PATH]</source>
        <translation>用法：cluster-workbench compare A.json B.json [--json] [-o OUT.pdf] [--lang en|zh_CN] [--catalog PATH]</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
</context>
<context>
    <name>CompareWindow</name>
    <message>
        <location filename="../app/window/comparewindow.cpp" line="+47"/>
        <source>Compare Designs</source>
        <translation>方案对比</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Bill of materials: lines added, removed or changed in quantity</source>
        <translation>物料清单：新增、删除或数量变化的明细</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Export PDF…</source>
        <translation>导出 PDF…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Design A</source>
        <translation>方案 A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Design B</source>
        <translation>方案 B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1  against  %2</source>
        <translation>%1  对比  %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Difference</source>
        <translation>差值</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Part</source>
        <translation>部件</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Qty in A</source>
        <translation>A 中数量</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Qty in B</source>
        <translation>B 中数量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amount in A (%1)</source>
        <translation>A 中金额（%1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amount in B (%1)</source>
        <translation>B 中金额（%1）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>added in B</source>
        <translation>B 中新增</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>only in A</source>
        <translation>仅 A 中有</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>quantity changed</source>
        <translation>数量变化</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Export the comparison</source>
        <translation>导出对比</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>comparison</source>
        <translation>方案对比</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
</context>
<context>
    <name>ComparisonPdf</name>
    <message>
        <location filename="../app/report/comparisonpdf.cpp" line="+18"/>
        <source>Design comparison</source>
        <translation>设计方案对比</translation>
    </message>
</context>
<context>
    <name>ComponentPlacer</name>
    <message>
        <location filename="../design/placement/componentplacer.cpp" line="+21"/>
        <source>unknown device or part</source>
        <translation>未知的设备或部件</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is a %2, not a component that goes into a server</source>
        <translation>%1 是 %2，不是可装入服务器的组件</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is a complete %2 system; its contents are fixed</source>
        <translation>%1 是完整的 %2 整机系统，其配置固定，不可更改</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 has no bays for components</source>
        <translation>%1 没有可安装组件的槽位</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>all %1 compatible bays of %2 are taken (%3)</source>
        <translation>%2 的全部 %1 个兼容槽位均已占用（%3）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (%2) has no bay for a %3</source>
        <translation>%1（%2）没有可安装 %3 的槽位</translation>
    </message>
</context>
<context>
    <name>CostSensitivityChart</name>
    <message>
        <location filename="../widgets/charts/costsensitivitychart.cpp" line="+23"/>
        <source>What moves the cost per GPU-hour</source>
        <translation>影响每 GPU 小时成本的因素</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2 per GPU-hour over %3 years; each input moved by ±%4 %</source>
        <translation>%3 年内每 GPU 小时 %1 %2；每项输入变动 ±%4 %</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Needs GPUs and a priced bill of materials</source>
        <translation>需要 GPU 和已定价的物料清单</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 per GPU-hour</source>
        <translation>每 GPU 小时 %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 (not set)</source>
        <translation>%1（未设置）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>input 20 % lower</source>
        <translation>输入降低 20 %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>input 20 % higher</source>
        <translation>输入提高 20 %</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1
20 % lower: %2 %4 per GPU-hour
20 % higher: %3 %4 per GPU-hour</source>
        <translation>%1
降低 20 %：每 GPU 小时 %2 %4
提高 20 %：每 GPU 小时 %3 %4</translation>
    </message>
</context>
<context>
    <name>DesignComparer</name>
    <message>
        <location filename="../design/cost/designcomparison.cpp" line="+50"/>
        <source>GPUs</source>
        <translation>GPU 数量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU memory</source>
        <translation>GPU 显存</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Peak %1 (dense)</source>
        <translation>%1 峰值（稠密）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>TFLOPS</source>
        <translation>TFLOPS</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Power (planned)</source>
        <translation>功耗（规划）</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Power (typical)</source>
        <translation>功耗（典型）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Heat</source>
        <translation>发热量</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>BTU/h</source>
        <translation>BTU/h</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Racks</source>
        <translation>机柜数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rack units used</source>
        <translation>已用 U 位</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>U</source>
        <translation>U</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weight</source>
        <translation>重量</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>kg</source>
        <translation>kg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capital cost (BOM total)</source>
        <translation>采购成本（物料清单合计）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Energy cost per year</source>
        <translation>年电费</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost of ownership over the period</source>
        <translation>周期内总拥有成本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost per GPU-hour</source>
        <translation>每 GPU 小时成本</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>A: %1
B: %2

</source>
        <translation>A：%1
B：%2

</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>
The designs are priced in %1 and %2; their money figures are not converted.
</source>
        <translation>
两个方案分别以 %1 和 %2 计价；金额未作换算。
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
Bill of materials, lines that differ (A -&gt; B):
</source>
        <translation>
物料清单差异（A -&gt; B）：
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  none
</source>
        <translation>  无
</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+71"/>
        <source>added</source>
        <translation>新增</translation>
    </message>
    <message>
        <location line="-70"/>
        <location line="+71"/>
        <source>removed</source>
        <translation>移除</translation>
    </message>
    <message>
        <location line="-70"/>
        <location line="+71"/>
        <source>changed</source>
        <translation>变更</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Design comparison</source>
        <translation>设计方案对比</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>B - A</source>
        <translation>B - A</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Bill of materials, lines that differ</source>
        <translation>物料清单差异</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Part</source>
        <translation>部件</translation>
    </message>
</context>
<context>
    <name>DesignFile</name>
    <message>
        <location filename="../design/file/designfile.cpp" line="+104"/>
        <location filename="../design/file/designreader.h" line="+67"/>
        <location line="+9"/>
        <location line="+69"/>
        <location filename="../design/file/runfile.cpp" line="+60"/>
        <location filename="../design/file/workloadfile.cpp" line="+72"/>
        <location line="+88"/>
        <source>is missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <location filename="../design/file/designreader.h" line="-64"/>
        <location filename="../design/file/fabricfile.cpp" line="+26"/>
        <source>must be a string, got %1</source>
        <translation>必须是字符串，实际为 %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>must not be empty, got %1</source>
        <translation>不能为空，实际为 %1</translation>
    </message>
    <message>
        <location line="+150"/>
        <source>must be a number, got %1</source>
        <translation>必须是数字，实际为 %1</translation>
    </message>
    <message>
        <location line="-138"/>
        <location line="+54"/>
        <source>must be at most %1, got %2</source>
        <translation>不能大于 %1，实际为 %2</translation>
    </message>
    <message>
        <location line="-52"/>
        <source>must be greater than 0, got %1</source>
        <translation>必须大于 0，实际为 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+44"/>
        <source>must not be negative, got %1</source>
        <translation>不能为负数，实际为 %1</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>must be a whole number, got %1</source>
        <translation>必须是整数，实际为 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>must be at least %1, got %2</source>
        <translation>不能小于 %1，实际为 %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>must be an array, got %1</source>
        <translation>必须是数组，实际为 %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+12"/>
        <source>must be an object, got %1</source>
        <translation>必须是对象，实际为 %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>unknown key</source>
        <translation>未知的键</translation>
    </message>
    <message>
        <location filename="../design/file/designfile.cpp" line="-68"/>
        <source>must be a JSON object, got %1</source>
        <translation>必须是 JSON 对象，实际为 %1</translation>
    </message>
    <message>
        <location filename="../design/file/designreader.h" line="+12"/>
        <source>appears more than once</source>
        <translation>出现了不止一次</translation>
    </message>
    <message>
        <location filename="../design/file/designfile.cpp" line="+61"/>
        <source>is missing (expected %1)</source>
        <translation>缺失（应为 %1）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>must be %1, got %2</source>
        <translation>必须为 %1，实际为 %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>unsupported version %1, this program reads version %2</source>
        <translation>不支持的版本 %1，本程序只能读取版本 %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>must be a three-letter currency code, got %1</source>
        <translation>必须是三字母币种代码，实际为 %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>must be a three-letter currency code such as USD</source>
        <translation>必须是三字母币种代码，例如 USD</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>must be vendor_max, computed_max, typical or measured, got %1</source>
        <translation>必须是 vendor_max、computed_max、typical 或 measured，实际为 %1</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>a rack</source>
        <translation>机柜</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a pdu</source>
        <translation>PDU</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>a rack-mounted device (server, system, switch or pdu)</source>
        <translation>机架式设备（服务器、整机系统、交换机或 PDU）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>must be &quot;front&quot; or &quot;rear&quot;, got %1</source>
        <translation>必须为 &quot;front&quot; 或 &quot;rear&quot;，实际为 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>must be N, N+1, N+N, 2N or a+b (e.g. 4+2), got %1</source>
        <translation>必须为 N、N+1、N+N、2N 或 a+b（例如 4+2），实际为 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a component (gpu, cpu, memory, storage, nic or psu)</source>
        <translation>组件（gpu、cpu、memory、storage、nic 或 psu）</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>inlet %1 already has a power cord</source>
        <translation>输入口 %1 已有电源线</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>must be &quot;A&quot; or &quot;B&quot;, got %1</source>
        <translation>必须是 &quot;A&quot; 或 &quot;B&quot;，实际为 %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 is not a PDU of rack %2</source>
        <translation>%1 不是机柜 %2 的 PDU</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 is already used by %2</source>
        <translation>%1 已被 %2 使用</translation>
    </message>
    <message>
        <location line="+15"/>
        <location filename="../design/file/designreader.h" line="+59"/>
        <location filename="../design/file/quotefile.cpp" line="+26"/>
        <source>unknown part %1</source>
        <translation>未知部件 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is a %2, not %3</source>
        <translation>%1 是 %2，而不是 %3</translation>
    </message>
    <message>
        <location line="+58"/>
        <location line="+10"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2: %3</source>
        <translation>%1：%2：%3</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1: cannot open: %2</source>
        <translation>%1：无法打开：%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: cannot read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
    <message>
        <location filename="../design/file/designreader.h" line="-9"/>
        <location filename="../design/file/goodputfile.cpp" line="+34"/>
        <location filename="../design/file/runfile.cpp" line="-39"/>
        <location filename="../design/file/workloadfile.cpp" line="-124"/>
        <location line="+41"/>
        <location line="+57"/>
        <source>must be one of %1, got %2</source>
        <translation>必须是 %1 之一，实际为 %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is a %2, not a %3</source>
        <translation>%1 是%2，不是%3</translation>
    </message>
    <message>
        <location filename="../design/file/fabricfile.cpp" line="-6"/>
        <location line="+22"/>
        <location line="+52"/>
        <location filename="../design/file/runfile.cpp" line="+33"/>
        <location filename="../design/file/workloadfile.cpp" line="+16"/>
        <source>has more than %1 entries</source>
        <translation>条目超过 %1 个</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>%1 is already used by another fabric</source>
        <translation>%1 已被另一个网络使用</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>must name at least one NIC part</source>
        <translation>必须至少指定一种网卡部件</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+41"/>
        <source>%1 is not a device of this design</source>
        <translation>%1 不是本设计中的设备</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>%1 is listed twice</source>
        <translation>%1 被列出了两次</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 is already used by another cable</source>
        <translation>%1 已被另一根线缆使用</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>needs both ends (a and b) or neither</source>
        <translation>必须同时给出两端（a 和 b），或都不给</translation>
    </message>
    <message>
        <location filename="../design/file/designreader.h" line="-154"/>
        <source>must be between %1 and %2, got %3</source>
        <translation>必须在 %1 到 %2 之间，实际为 %3</translation>
    </message>
    <message>
        <location filename="../design/file/goodputfile.cpp" line="-21"/>
        <location filename="../design/file/workloadfile.cpp" line="-125"/>
        <source>must be true or false, got %1</source>
        <translation>必须是 true 或 false，实际为 %1</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>needs storage_write_gbs</source>
        <translation>需要 storage_write_gbs</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 is not a storage system</source>
        <translation>%1 不是存储系统</translation>
    </message>
    <message>
        <location filename="../design/file/workloadfile.cpp" line="+19"/>
        <source>must give one of preset, parameters or config</source>
        <translation>必须给出 preset、parameters 或 config 之一</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown model preset %1</source>
        <translation>未知的模型预设 %1</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>%1 nodes are measured twice</source>
        <translation>%1 个节点的测量值重复</translation>
    </message>
    <message>
        <location filename="../design/file/quotefile.cpp" line="+4"/>
        <source>%1 is quoted twice; keep one quote per part</source>
        <translation>%1 有两条报价；每个部件只保留一条报价</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>must be a three-letter ISO currency code such as &quot;USD&quot;, got %1</source>
        <translation>必须是三个字母的 ISO 货币代码（如 &quot;USD&quot;），实际为 %1</translation>
    </message>
    <message>
        <location filename="../design/file/hallfile.cpp" line="+16"/>
        <source>must be &quot;N&quot;, &quot;N+1&quot; or &quot;2N&quot;, got %1</source>
        <translation>必须为 &quot;N&quot;、&quot;N+1&quot; 或 &quot;2N&quot;，实际为 %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 is not %2</source>
        <translation>%1 不是%2</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>must be &quot;hot-cold&quot; or &quot;same-direction&quot;, got %1</source>
        <translation>必须为 &quot;hot-cold&quot; 或 &quot;same-direction&quot;，实际为 %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>must be A1, A2, A3 or A4, got %1</source>
        <translation>必须为 A1、A2、A3 或 A4，实际为 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>must be W17, W27, W32, W40, W45 or W+, got %1</source>
        <translation>必须为 W17、W27、W32、W40、W45 或 W+，实际为 %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>row %1 already has a feed</source>
        <translation>第 %1 列已有供电</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a busway tap-off</source>
        <translation>母线槽插接箱</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>an air handler or in-row cooler</source>
        <translation>机房空调或列间空调</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>rack %1 already has a rear door</source>
        <translation>机柜 %1 已有背板换热器</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a rear-door heat exchanger</source>
        <translation>背板换热器</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>a UPS module</source>
        <translation>UPS 模块</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>must be a rack id, got %1</source>
        <translation>必须为机柜 ID，实际为 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+40"/>
        <source>%1 is not a rack of the design</source>
        <translation>%1 不是本设计中的机柜</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>rack %1 is already on loop %2</source>
        <translation>机柜 %1 已在回路 %2 上</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rack %1 is listed twice</source>
        <translation>机柜 %1 被列出两次</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a coolant distribution unit</source>
        <translation>冷量分配单元（CDU）</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 is already used in the design</source>
        <translation>%1 已在本设计中使用</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>needs the device&apos;s measured_power_w</source>
        <translation>需要该设备的 measured_power_w</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../design/file/quotefile.cpp" line="+10"/>
        <source>must be a date written YYYY-MM-DD, got %1</source>
        <translation>必须是 YYYY-MM-DD 格式的日期，实际为 %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>must be nvidia-smi, dcgm or pdu, got %1</source>
        <translation>必须为 nvidia-smi、dcgm 或 pdu，实际为 %1</translation>
    </message>
    <message>
        <location filename="../design/file/quotefile.cpp" line="+5"/>
        <source>says nothing: give a unit price, a discount, a supplier, a reference or a lead time</source>
        <translation>内容为空：请填写单价、折扣、供应商、报价单号或交期</translation>
    </message>
    <message>
        <location filename="../design/file/nondesigntext.cpp" line="+19"/>
        <source>a PNG image</source>
        <translation>PNG 图片</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a JPEG image</source>
        <translation>JPEG 图片</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a GIF image</source>
        <translation>GIF 图片</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a PDF document</source>
        <translation>PDF 文档</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a ZIP archive (or an Office document)</source>
        <translation>ZIP 压缩包（或 Office 文档）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an SQLite database</source>
        <translation>SQLite 数据库</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a gzip archive</source>
        <translation>gzip 压缩包</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an XML file</source>
        <translation>XML 文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an SVG image</source>
        <translation>SVG 图片</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>not a design file: it is %1, and a design file is JSON text</source>
        <translation>不是设计文件：它是%1，而设计文件是 JSON 文本</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not a design file: it holds binary data, and a design file is JSON text</source>
        <translation>不是设计文件：它包含二进制数据，而设计文件是 JSON 文本</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not a design file: a design file is JSON text that begins with &apos;{&apos;</source>
        <translation>不是设计文件：设计文件是以“{”开头的 JSON 文本</translation>
    </message>
    <message>
        <location filename="../design/file/runfile.cpp" line="-30"/>
        <source>%1 needs a file of version 12 or later</source>
        <translation>%1 需要版本 12 或更新的文件</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>must be a date as YYYY-MM-DD, got %1</source>
        <translation>必须是 YYYY-MM-DD 格式的日期，实际为 %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>a second calibration of %1 on %2</source>
        <translation>%1 在 %2 上的重复校准</translation>
    </message>
</context>
<context>
    <name>DesignLimits</name>
    <message>
        <location filename="../design/model/designlimits.cpp" line="+6"/>
        <source>%1 racks; a design holds at most %2</source>
        <translation>%1 个机柜；一个设计最多容纳 %2 个</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 devices; a design holds at most %2</source>
        <translation>%1 台设备；一个设计最多容纳 %2 台</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 devices in a %2 U rack; a rack holds at most %3</source>
        <translation>%2 U 机柜中有 %1 台设备；一个机柜最多容纳 %3 台</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 devices; a rack holds at most %2</source>
        <translation>%1 台设备；一个机柜最多容纳 %2 台</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 PDU strips; a rack holds at most %2</source>
        <translation>%1 条 PDU；一个机柜最多容纳 %2 条</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>racks: %1</source>
        <translation>机柜：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+2"/>
        <source>rack %1: %2</source>
        <translation>机柜 %1：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the design: %1</source>
        <translation>设计：%1</translation>
    </message>
</context>
<context>
    <name>DesignTemplate</name>
    <message>
        <location filename="../design/templates/designtemplate.cpp" line="+26"/>
        <source>select a server to save as a template</source>
        <translation>请选择要保存为模板的服务器</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>select a rack to save as a template</source>
        <translation>请选择要保存为模板的机柜</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+65"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>%1: %2: %3</source>
        <translation>%1：%2：%3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>must be a JSON object</source>
        <translation>必须是 JSON 对象</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>must be &quot;%1&quot;</source>
        <translation>必须是 &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unsupported version %1, this program reads version %2</source>
        <translation>不支持的版本 %1，本程序读取版本 %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown key</source>
        <translation>未知的键</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>must be a name</source>
        <translation>必须是名称</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>must be &quot;server&quot; or &quot;rack&quot;</source>
        <translation>必须是 &quot;server&quot; 或 &quot;rack&quot;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>must be a design object</source>
        <translation>必须是设计对象</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>must hold exactly one rack</source>
        <translation>必须恰好包含一个机柜</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a server template holds exactly one device</source>
        <translation>服务器模板必须恰好包含一台设备</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>must be a server or a system</source>
        <translation>必须是服务器或整机系统</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 x %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1, %n device(s)</source>
        <translation>
            <numerusform>%1，%n 台设备</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DurableFile</name>
    <message>
        <location filename="../catalog/durablefile.cpp" line="+17"/>
        <source>the disk is full</source>
        <translation>磁盘已满</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the disk quota is exceeded</source>
        <translation>超出磁盘配额</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is larger than the system allows</source>
        <translation>文件超过系统允许的大小</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>permission denied</source>
        <translation>权限不足</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file system is read-only</source>
        <translation>文件系统为只读</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the folder does not exist</source>
        <translation>文件夹不存在</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is a folder</source>
        <translation>目标是文件夹</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>input/output error</source>
        <translation>输入/输出错误</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>unknown error</source>
        <translation>未知错误</translation>
    </message>
    <message>
        <location filename="../catalog/durablestream.cpp" line="+39"/>
        <source>%1: cannot write: %2</source>
        <translation>%1：无法写入：%2</translation>
    </message>
</context>
<context>
    <name>DurableFolder</name>
    <message>
        <location filename="../catalog/durablefolder.cpp" line="+52"/>
        <source>%1: cannot write: %2</source>
        <translation>%1：无法写入：%2</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 is a file; the export writes a folder</source>
        <translation>%1 是一个文件；该导出写入的是文件夹</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 holds %2, which this export does not write; nothing was written. Choose an empty or new folder, or one an earlier export of the same kind wrote</source>
        <translation>%1 中有 %2，它不是本导出写入的文件；未写入任何内容。请选择一个空的或新的文件夹，或之前同类导出写入的文件夹</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: cannot write: cannot create the folder %2</source>
        <translation>%1：无法写入：无法创建文件夹 %2</translation>
    </message>
</context>
<context>
    <name>ElevationOverview</name>
    <message numerus="yes">
        <location filename="../app/report/elevationoverview.cpp" line="+59"/>
        <source>%n rack(s) side by side do not fit a PNG (at most %1 pixels a side): drawn as an overview of %2 x %3 pixels, %4 racks a line in floor order, at %5 % of natural size</source>
        <translation>
            <numerusform>%n 个机柜并排放不进一张 PNG（每边最多 %1 像素）：已按机房顺序绘制为 %2 x %3 像素的总览图，每行 %4 个机柜，为原始尺寸的 %5 %</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>; at that size devices are drawn without their names: write an SVG or PDF for every label</source>
        <translation>；在此尺寸下设备不显示名称：如需全部标签，请输出 SVG 或 PDF</translation>
    </message>
</context>
<context>
    <name>ElevationRenderer</name>
    <message>
        <location filename="../widgets/floor/elevationrenderer.cpp" line="+139"/>
        <source>FRONT</source>
        <translation>正面</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>REAR</source>
        <translation>背面</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 / %2 kW · %3/%4U · %5 kg</source>
        <translation>%1 / %2 kW · %3/%4U · %5 kg</translation>
    </message>
    <message numerus="yes">
        <location line="+142"/>
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n 块 GPU</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
</context>
<context>
    <name>ElevationSheet</name>
    <message>
        <location filename="../app/report/elevationsheet.cpp" line="+94"/>
        <source>%1: cannot encode the PNG</source>
        <translation>%1：无法编码 PNG 图像</translation>
    </message>
</context>
<context>
    <name>ExploreChart</name>
    <message>
        <location filename="../widgets/charts/explorechart.cpp" line="+45"/>
        <location line="+102"/>
        <source>Time against capital cost</source>
        <translation>训练时间与资本支出</translation>
    </message>
    <message>
        <location line="-105"/>
        <source>colour: power, blue %1 kW to red %2 kW</source>
        <translation>颜色表示功率：蓝 %1 kW 至红 %2 kW</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>days to train</source>
        <translation>训练天数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>seconds to the first token</source>
        <translation>首 token 时间（秒）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>capital cost (millions)</source>
        <translation>采购成本（百万）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>capital cost (%1, millions)</source>
        <translation>资本支出（%1，百万）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Explore to see the variants</source>
        <translation>开始探索以查看各方案</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No variant could be sized</source>
        <translation>没有可规划的方案</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>the front: none both sooner and cheaper</source>
        <translation>帕累托前沿：没有其他方案响应更快且更便宜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the front: none both faster and cheaper</source>
        <translation>帕累托前沿：没有其他方案更快且更便宜</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>first token within %1 s</source>
        <translation>首 token 不超过 %1 秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deadline: %1 days</source>
        <translation>期限：%1 天</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>budget: %1</source>
        <translation>预算：%1</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>the previous run&apos;s variants; exploring again…</source>
        <translation>上次运行的方案；正在重新探索…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 GPUs, %2:1 above the leaves</source>
        <translation>%1 块 GPU，叶交换机上行 %2:1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 tokens/s, first token in %2 s, %3 kW</source>
        <translation>%1 token/s，首 token %2 秒，%3 kW</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 days, %2 kW</source>
        <translation>%1 天，%2 kW</translation>
    </message>
</context>
<context>
    <name>ExploreCommand</name>
    <message>
        <location filename="../app/cli/explorecommand.cpp" line="+35"/>
        <source>usage: cluster-workbench explore [DESIGN] (--model PRESET | --hf-config FILE) (--tokens N --days D | --serve-tokens-per-s Q | --gpu-count N) [options]
  DESIGN               its workload and settings (currency, prices, PUE) are the starting point
  --model PRESET       a bundled model (plan --list-models); --hf-config FILE: a config.json
  --tokens N           training tokens (1T, 300B); --days D: the deadline
  --serve-tokens-per-s Q  serve Q output tokens per second instead of training; with
                       --ttft-s T (the first token within T seconds), --batch N and --context N
                       (per replica; default 32 and 4096)
  --gpu-count N        a fixed cluster size instead of a deadline
  --budget X           capital cost limit, in the design&apos;s currency (default USD)
  --this-hall          DESIGN&apos;s hall: its free positions, UPS, CDUs and air units (docs/explore.md)
  --power-kw P         total IT power limit at maximum load
  --rack-kw R          power budget of each rack of servers (default 40; a rack-scale
                       system such as GB200 NVL72 stands in its own rack at its power)
  --currency CODE      price the variants in CODE (default: the design&apos;s, else USD; CNY
                       with VAT 13%)
  --cny-per-usd X      the exchange rate for parts priced in the other of CNY and USD
                       (default: the design&apos;s, else %1, PBOC central parity of %2)
  --floor-positions N  rack positions on the floor, at most
  --row-length N       rack positions per row (default: a floor about as deep as long)
  --systems A,B,...    candidate GPU systems of the catalog, ids of GPU servers configured
                       in DESIGN, or names of server templates in the library (default:
                       every GPU system, every such server and every such template)
  --cooling air,rdhx,liquid  the rack cooling the floor offers (default: all three; rdhx:
                       rear-door heat exchangers)
  --fabric infiniband,ethernet  compute fabric technologies to try (default: both)
  --oversubscription 1,2  fabric oversubscriptions to try (default 1,2)
  --precision bf16|fp8, --seq N   the training run
  --global-batch N     sequences per step: the layouts that fit are then compared and
                       the one needing the fewest GPUs is chosen (default: the smallest)
  --save-dir DIR       write every variant there as a design file
  --json               the variants as JSON on stdout
  --lang en|zh_CN, --catalog PATH</source>
        <translation>用法：cluster-workbench explore [DESIGN] (--model PRESET | --hf-config FILE) (--tokens N --days D | --serve-tokens-per-s Q | --gpu-count N) [选项]
  DESIGN               以其工作负载和设置（币种、价格、PUE）为起点
  --model PRESET       内置模型（plan --list-models）；--hf-config FILE：一个 config.json
  --tokens N           训练 token 数（1T、300B）；--days D：期限（天）
  --serve-tokens-per-s Q  改为推理服务，每秒输出 Q 个 token，不做训练；可配合
                       --ttft-s T（首 token 在 T 秒内）、--batch N 和 --context N
                       （每个副本；默认 32 和 4096）
  --gpu-count N        固定的集群规模，代替期限
  --budget X           采购成本上限，以设计的币种计（默认 USD）
  --this-hall          DESIGN 的机房：其空闲机位、UPS、CDU 和空调设备（docs/explore.md）
  --power-kw P         满载时 IT 总功耗上限
  --rack-kw R          每个服务器机柜的功率预算（默认 40；GB200 NVL72 等整机柜
                       系统按其自身功率单独占用一个机柜）
  --currency CODE      以 CODE 币种为各方案计价（默认：设计的币种，否则为 USD；CNY
                       含 13% 增值税）
  --cny-per-usd X      以 CNY 和 USD 中另一种货币计价的部件所用的汇率
                       （默认：设计中的汇率，否则为 %1，即 %2 的人民银行中间价）
  --floor-positions N  机房地面上的机位数上限
  --row-length N       每列的机位数（默认：使机房进深与长度大致相当）
  --systems A,B,...    候选 GPU 系统：部件库中的系统、DESIGN 中已配置的 GPU 服务器编号，
                       或库中服务器模板的名称（默认：所有 GPU 系统、所有此类服务器
                       和所有此类模板）
  --cooling air,rdhx,liquid  机房提供的机柜散热方式（默认：三种全部；rdhx：
                       背板换热器）
  --fabric infiniband,ethernet  要尝试的计算网络技术（默认：两者）
  --oversubscription 1,2  要尝试的网络收敛比（默认 1,2）
  --precision bf16|fp8, --seq N   训练任务的精度与序列长度
  --global-batch N     每步的序列数：比较能满足要求的各种并行布局，
                       选用所需 GPU 最少的一种（默认：最小者）
  --save-dir DIR       将每个方案作为设计文件写入该目录
  --json               以 JSON 格式将各方案输出到标准输出
  --lang en|zh_CN, --catalog PATH</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>%1 %2: expected a positive number</source>
        <translation>%1 %2：应为正数</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>cost not known</source>
        <translation>成本未知</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 %2, %3:1: ruled out</source>
        <translation>%1 %2，%3:1：已排除</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 %2, %3:1: %4 GPUs (%5 replicas of %6), %7 tokens/s, first token %8 s, %9, %10 kW</source>
        <translation>%1 %2，%3:1：%4 个 GPU（%5 个副本，每个 %6 个 GPU），%7 token/s，首 token %8 秒，%9，%10 kW</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 %2, %3:1: %4 GPUs (tp %5 x pp %6), %7 days, %8, %9 kW</source>
        <translation>%1 %2，%3:1：%4 块 GPU（张量 %5 × 流水线 %6），%7 天，%8，%9 kW</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>note: %1</source>
        <translation>注意：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>* on the front: no other feasible variant answers sooner and costs less</source>
        <translation>* 在前沿上：没有其他可行方案既响应更快又更便宜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>* on the front: no other feasible variant is both faster and cheaper</source>
        <translation>* 处于前沿：没有其他可行方案更快且更便宜</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>--this-hall: %1 has no hall</source>
        <translation>--this-hall：%1 没有机房</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--model %1: no such preset (plan --list-models lists them)</source>
        <translation>--model %1：没有这个预设（用 plan --list-models 列出）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: cannot read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>give the model: --model PRESET or --hf-config FILE (the step-time model needs its shape), or a design with such a workload</source>
        <translation>请给出模型：--model 预设 或 --hf-config 文件（单步时间模型需要模型结构），或带有此类工作负载的设计</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: at most 10,000,000</source>
        <translation>%1：最多 10,000,000</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is for serving: --serve-tokens-per-s Q</source>
        <translation>%1 用于推理服务：--serve-tokens-per-s Q</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--ttft-s is for serving: --serve-tokens-per-s Q</source>
        <translation>--ttft-s 用于推理服务：--serve-tokens-per-s Q</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--precision %1: training takes fp32, bf16, fp16 or fp8</source>
        <translation>--precision %1：训练可用 fp32、bf16、fp16 或 fp8</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>--global-batch: at most 100,000,000 sequences</source>
        <translation>--global-batch：最多 100,000,000 个序列</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>give one goal: --serve-tokens-per-s, --days or --gpu-count</source>
        <translation>只能给一个目标：--serve-tokens-per-s、--days 或 --gpu-count</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--gpu-count: at most 1,000,000</source>
        <translation>--gpu-count：最多 1,000,000</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--days needs the tokens to train: --tokens N</source>
        <translation>--days 需要训练 token 数：--tokens N</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>give the goal: --tokens N --days D, --serve-tokens-per-s Q or --gpu-count N</source>
        <translation>请给出目标：--tokens N --days D、--serve-tokens-per-s Q 或 --gpu-count N</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>--currency %1: expected a three-letter currency code such as USD or CNY</source>
        <translation>--currency %1：应为三个字母的币种代码，如 USD 或 CNY</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>--cny-per-usd: at most 1,000</source>
        <translation>--cny-per-usd：不能超过 1,000</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 %2: expected a whole number from 1 to %3</source>
        <translation>%1 %2：应为 1 到 %3 之间的整数</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>--systems: %1 is neither a system of the catalog, a configured GPU server of the design nor a GPU server template</source>
        <translation>--systems：%1 既不是部件库中的整机，也不是设计中已配置的 GPU 服务器或 GPU 服务器模板</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 %2: expected some of %3</source>
        <translation>%1 %2：应为 %3 中的一个或多个</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: expected some of %2</source>
        <translation>%1：应为 %2 中的一个或多个</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--oversubscription %1: expected ratios from 1 to 64, such as 1,2</source>
        <translation>--oversubscription %1：应为 1 到 64 的收敛比，例如 1,2</translation>
    </message>
</context>
<context>
    <name>ExploreDialog</name>
    <message>
        <location filename="../widgets/explore/exploredialog.cpp" line="+59"/>
        <source>Explore Designs</source>
        <translation>探索设计方案</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Goal and limits</source>
        <translation>目标与限制</translation>
    </message>
    <message>
        <location line="+13"/>
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Train the workload&apos;s tokens within this many days</source>
        <translation>在这么多天内训练完该负载的全部 token</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A fixed cluster size instead of a deadline</source>
        <translation>固定集群规模，代替期限</translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+10"/>
        <location line="+3"/>
        <location line="+14"/>
        <source>no limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>Train the tokens by a deadline</source>
        <translation>在期限内训练完这些 token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Serve tokens per second</source>
        <translation>推理服务：每秒 token 数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> tokens/s</source>
        <translation> token/s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Output tokens per second over all replicas (batch and context as on the Workload tab, or 32 sequences of 4,096 tokens)</source>
        <translation>所有副本合计的每秒输出 token 数（批大小和上下文取工作负载页的设置，否则为 32 条 4,096 token 的序列）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The time to the first token of a prompt, at most</source>
        <translation>一个提示词的首 token 时间上限</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>as the goal needs</source>
        <translation>按目标所需</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> million %1</source>
        <translation> 百万 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source> kW</source>
        <translation> kW</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Goal:</source>
        <translation>目标：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deadline:</source>
        <translation>期限：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens per second:</source>
        <translation>每秒 token 数：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First token within:</source>
        <translation>首 token 时间上限：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Or GPUs:</source>
        <translation>或 GPU 数：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capital budget:</source>
        <translation>资本预算：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>IT power limit:</source>
        <translation>IT 功率上限：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power per rack:</source>
        <translation>每柜功率：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rack positions on the floor, at most</source>
        <translation>机房可用机位数上限</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>square floor</source>
        <translation>方形布局</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rack positions per row: the fabric&apos;s cables are as long as the rows make them; by default a floor about as deep as it is long</source>
        <translation>每排机位数：网络线缆长度取决于排布；默认为长宽大致相当的机房布局</translation>
    </message>
    <message>
        <location line="-2"/>
        <source> racks</source>
        <translation> 个机柜</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Floor positions:</source>
        <translation>机位数：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Row length:</source>
        <translation>每排机柜数：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fit this design&apos;s hall</source>
        <translation>适配本设计的机房</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rule out variants that need more positions, UPS power, CDU or air capacity than the hall has with a unit lost, and say by how much</source>
        <translation>排除所需机位、UPS 功率、CDU 或空调容量超过机房（失去一台设备后）能力的方案，并说明缺口多少</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hall:</source>
        <translation>机房：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> CNY per USD</source>
        <translation> 人民币/美元</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Prices China-market parts (in CNY) and the others (in USD) in one currency. Default: %1, the People&apos;s Bank of China&apos;s central parity rate of %2</source>
        <translation>将以人民币计价的国产部件与以美元计价的其他部件折算为同一币种。默认：%1，即中国人民银行 %2 公布的人民币汇率中间价</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Exchange rate:</source>
        <translation>汇率：</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>A VPI ConnectX-7 runs its ports as InfiniBand or Ethernet</source>
        <translation>VPI 型 ConnectX-7 的端口可运行 InfiniBand 或以太网</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1:1</source>
        <translation>1:1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Non-blocking fabric (1:1)</source>
        <translation>无阻塞网络（1:1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2:1</source>
        <translation>2:1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2:1 above the leaves</source>
        <translation>叶交换机上行 2:1 收敛</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rear door</source>
        <translation>背板换热</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Racks with a water-cooled rear-door heat exchanger</source>
        <translation>配水冷背板换热器（后门换热器）的机柜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Direct liquid cooling: a coolant loop to cold plates</source>
        <translation>冷板式液冷：冷却液回路直达冷板</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fabric:</source>
        <translation>网络：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oversubscription:</source>
        <translation>收敛比：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rack cooling:</source>
        <translation>机柜散热：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU systems</source>
        <translation>GPU 整机</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Configured in this design as %1</source>
        <translation>在本设计中配置为 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server template &quot;%1&quot; of the library</source>
        <translation>模板库中的服务器模板“%1”</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+238"/>
        <source>&amp;Explore</source>
        <translation>探索(&amp;E)</translation>
    </message>
    <message numerus="yes">
        <location line="+33"/>
        <source>serving on %Ln GPU(s)</source>
        <translation>
            <numerusform>在 %Ln 块 GPU 上提供推理服务</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>serving %1 tokens/s, the first token within %2 s</source>
        <translation>推理服务 %1 token/秒，首 token 在 %2 秒内</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>serving %1 tokens/s</source>
        <translation>推理服务 %1 token/秒</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>training %1 on %Ln GPU(s)</source>
        <translation>
            <numerusform>在 %Ln 块 GPU 上训练 %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>training %1 within %2 days</source>
        <translation>在 %2 天内训练 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Exploring for &lt;b&gt;%1&lt;/b&gt;: %2</source>
        <translation>正在为 &lt;b&gt;%1&lt;/b&gt; 探索：%2</translation>
    </message>
    <message>
        <location line="-252"/>
        <source>&amp;Use This Design</source>
        <translation>采用此方案(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replace the design with the chosen variant (one undo step)</source>
        <translation>用所选方案替换当前设计（一步撤销）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open as &amp;New Design</source>
        <translation>作为新设计打开(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the chosen variant as a new, untitled design in a window of its own; the current design stays as it is</source>
        <translation>在新窗口中将所选方案作为一个未命名的新设计打开；当前设计保持不变</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>C&amp;ompare with Current Design</source>
        <translation>与当前设计对比(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The current design beside the chosen variant: figures and bill of materials</source>
        <translation>当前设计与所选方案并列对比：各项指标和物料清单</translation>
    </message>
    <message>
        <location line="+140"/>
        <source>Choose at least one GPU system, one fabric technology and oversubscription, and one rack cooling.</source>
        <translation>请至少选择一种 GPU 整机、一种网络技术和收敛比，以及一种机柜散热方式。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Sizing, checking and pricing %n variant(s)…</source>
        <translation>
            <numerusform>正在规划、检查并计价 %n 个方案…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Cancelled at %v of %m</source>
        <translation>已在 %v / %m 时取消</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Cancelled: %1 of %n variant(s) worked out, %2 of them feasible. Explore again for all of them.</source>
        <translation>
            <numerusform>已取消：%n 个方案中已算出 %1 个，其中 %2 个可行。请重新探索以得到全部方案。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1 of %n variant(s) feasible; %2 on the front (★): no other answers both sooner and cheaper. Choose one and Use This Design.</source>
        <translation>
            <numerusform>%n 个方案中 %1 个可行；%2 个处于前沿（★）：没有其他方案响应更快且更便宜。选择一个后点“采用此方案”。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 of %n variant(s) feasible; %2 on the front (★): no other is both faster and cheaper. Choose one and Use This Design.</source>
        <translation>
            <numerusform>%n 个方案中 %1 个可行；%2 个处于前沿（★）：没有其他方案更快且更便宜。选择一个后点“采用此方案”。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExploreTable</name>
    <message>
        <location filename="../widgets/explore/exploretable.cpp" line="+51"/>
        <source>System</source>
        <translation>整机系统</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fabric</source>
        <translation>网络</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cooling</source>
        <translation>散热</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Layout</source>
        <translation>并行方案</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+6"/>
        <source>First token (s)</source>
        <translation>首 token（秒）</translation>
    </message>
    <message>
        <location line="-6"/>
        <location line="+6"/>
        <source>Days</source>
        <translation>天数</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Capital cost</source>
        <translation>采购成本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power (kW)</source>
        <translation>功耗（kW）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Per million tokens</source>
        <translation>每百万 token</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Feasible</source>
        <translation>可行</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>%1 %2:1</source>
        <translation>%1 %2:1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 replicas × tensor %2</source>
        <translation>%1 个副本 × 张量并行 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tensor %1 × pipeline %2 × context %3</source>
        <translation>张量并行 %1 × 流水线并行 %2 × 上下文并行 %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>tensor %1 × pipeline %2</source>
        <translation>张量并行 %1 × 流水线并行 %2</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>At %1% effective training time, with %n hot-spare node(s) and %2 storage system(s)</source>
        <translation>
            <numerusform>有效训练时间 %1%，配 %n 个热备节点和 %2 套存储系统</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>yes: %1</source>
        <translation>是：%1</translation>
    </message>
</context>
<context>
    <name>Explorer</name>
    <message numerus="yes">
        <location filename="../design/explore/explorer.cpp" line="+123"/>
        <location filename="../design/explore/variantracks.cpp" line="+98"/>
        <source>%1 (and %n more like it)</source>
        <translation>
            <numerusform>%1（另有 %n 条同类）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../design/explore/variantracks.cpp" line="-7"/>
        <source>rack %1: no set of up to %2 PDU strips of one catalog model carries its load</source>
        <translation>机柜 %1：目录中没有任何一种 PDU（同型号最多 %2 条）能承载其负载</translation>
    </message>
    <message>
        <location filename="../design/explore/explorer.cpp" line="+38"/>
        <source>%1 needs racks cooled by %2, which the floor does not offer</source>
        <translation>%1 需要%2散热的机柜，机房不提供</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+17"/>
        <source> or </source>
        <translation>或</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the NICs of %1 do not run %2</source>
        <translation>%1 的网卡不支持%2</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>no catalog rack (%1) takes %2</source>
        <translation>部件库中没有可容纳 %2 的机柜（%1）</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 holds no GPU</source>
        <translation>%1 不含 GPU</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 does not fit on one node of %2 at a batch of %3</source>
        <translation>%1 在批大小 %3 时放不进一个 %2 节点</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: no serving speed can be worked out</source>
        <translation>%1：无法算出推理速度</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 does not fit on %2 in any tensor x pipeline layout</source>
        <translation>%1 在任何张量 × 流水线并行方式下都放不进 %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 has no figure for this precision: no time can be worked out</source>
        <translation>%1 没有该精度的算力数据：无法计算时间</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 GPUs, not the %2 asked for: a cluster of whole %3-GPU nodes and whole model copies of %4 GPUs (the parallel layout the model needs)</source>
        <translation>%1 张 GPU，而不是所要求的 %2 张：集群由完整的 %3 卡节点和完整的 %4 卡模型副本组成（模型所需的并行布局）</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>the capital cost leaves out parts without a price: %1</source>
        <translation>资本支出未计入无价格的部件：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the capital cost leaves out parts priced in %1, without an exchange rate to %2</source>
        <translation>资本支出未计入以 %1 计价的部件（缺少兑 %2 的汇率）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 tokens/s, short of the goal of %2</source>
        <translation>%1 token/s，未达到目标 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the first token after %1 s, over the limit of %2 s</source>
        <translation>首 token 需 %1 秒，超过上限 %2 秒</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 days, past the deadline of %2</source>
        <translation>需 %1 天，超过 %2 天的期限</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>capital cost over the budget</source>
        <translation>资本支出超出预算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 racks, more than the floor&apos;s %2 positions</source>
        <translation>需要 %1 个机柜，超过机房的 %2 个机位</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 kW, over the power envelope of %2 kW</source>
        <translation>%1 kW，超出 %2 kW 的功率上限</translation>
    </message>
    <message>
        <location filename="../design/explore/explorecandidates.cpp" line="+100"/>
        <source>%1 (template)</source>
        <translation>%1（模板）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1, %2 (configured)</source>
        <translation>%1，%2（自行配置）</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Liquid</source>
        <translation>液冷</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rear-door heat exchanger</source>
        <translation>背板换热器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Air</source>
        <translation>风冷</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ethernet</source>
        <translation>以太网</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>InfiniBand</source>
        <translation>InfiniBand</translation>
    </message>
    <message>
        <location filename="../design/explore/variantgoodput.cpp" line="+67"/>
        <source>without failures: no catalog storage system joins its fabrics (%1)</source>
        <translation>不计故障：部件库中没有能接入其网络的存储系统（%1）</translation>
    </message>
</context>
<context>
    <name>ExportCommand</name>
    <message>
        <location filename="../app/cli/exportcommand.cpp" line="+12"/>
        <source>usage: cluster-workbench export netbox|slurm|ansible|kubernetes DESIGN -o OUT [options]
  netbox       NetBox bulk-import CSV files and device-type YAML into the folder OUT
  slurm        a complete slurm.conf, its nodes and partition alone (slurm-nodes.conf) and gres.conf
               into the folder OUT
  ansible      an Ansible inventory (INI) OUT with head and worker groups and gpu_count
  kubernetes   OUT (YAML): node labels and the GPUs each node should report allocatable
options:
  --addresses RANGE   host addresses in order, heads first: 10.0.0.10/24 or 10.0.0.10-10.0.0.50
  --site NAME         the NetBox site (default: the design&apos;s name)
  --lang en|zh_CN, --catalog PATH</source>
        <translation>用法：cluster-workbench export netbox|slurm|ansible|kubernetes 设计 -o 输出 [选项]
  netbox       将 NetBox 批量导入 CSV 文件和设备类型 YAML 写入文件夹“输出”
  slurm        将完整的 slurm.conf、单独的节点与分区配置（slurm-nodes.conf）及 gres.conf
               写入文件夹“输出”
  ansible      Ansible 清单（INI），含 head 与 worker 组及 gpu_count
  kubernetes   输出（YAML）：节点标签及各节点应报告的可分配 GPU 数
选项：
  --addresses 范围    按顺序分配的主机地址，管理节点在前：10.0.0.10/24 或 10.0.0.10-10.0.0.50
  --site 名称         NetBox 站点（默认：设计名称）
  --lang en|zh_CN、--catalog 路径</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>unknown export &quot;%1&quot;; exports are netbox, slurm, ansible and kubernetes</source>
        <translation>未知的导出类型“%1”；可用的有 netbox、slurm、ansible 和 kubernetes</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>note: %1</source>
        <translation>注意：%1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>wrote %n file(s) to %1</source>
        <translation>
            <numerusform>已将 %n 个文件写入 %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportMenu</name>
    <message>
        <location filename="../app/window/exportmenu.cpp" line="+45"/>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Procurement &amp;Report (PDF)…</source>
        <translation>采购报告 (PDF)(&amp;R)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bill of Materials (&amp;XLSX)…</source>
        <translation>物料清单 (XLSX)(&amp;X)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bill of Materials (&amp;CSV)…</source>
        <translation>物料清单 (CSV)(&amp;C)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bill of Materials (&amp;JSON)…</source>
        <translation>物料清单 (JSON)(&amp;J)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rack &amp;Elevations (PDF, SVG, PNG)…</source>
        <translation>机柜立面图 (PDF、SVG、PNG)(&amp;E)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;NetBox Import Files…</source>
        <translation>NetBox 导入文件(&amp;N)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Slurm Configuration…</source>
        <translation>Slurm 配置(&amp;S)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Ansible Inventory…</source>
        <translation>Ansible 清单(&amp;A)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Kubernetes Nodes…</source>
        <translation>Kubernetes 节点(&amp;K)…</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Export procurement report</source>
        <translation>导出采购报告</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>procurement report</source>
        <translation>采购报告</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+18"/>
        <location line="+30"/>
        <location line="+20"/>
        <location line="+51"/>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <location line="-173"/>
        <source>Procurement Report (&amp;PowerPoint)…</source>
        <translation>采购报告（&amp;PowerPoint）…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cable C&amp;ut-Sheet (XLSX, CSV)…</source>
        <translation>线缆布线表 (XLSX、CSV)(&amp;U)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every cable of the fabrics with both ends, part and length, for the installers</source>
        <translation>网络中每根线缆的两端、型号与长度，供施工人员使用</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>PowerPoint presentation (*.pptx)</source>
        <translation>PowerPoint 演示文稿 (*.pptx)</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+6"/>
        <source>Export cable cut-sheet</source>
        <translation>导出线缆布线表</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>The design has no fabric yet: create one with Network &gt; New Fabric, and its cables are listed here.</source>
        <translation>设计中还没有网络：请用“网络 &gt; 新建网络”创建，其线缆即会列在此表中。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cut-sheet</source>
        <translation>线缆布线表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Excel workbook (*.xlsx);;CSV (*.csv)</source>
        <translation>Excel 工作簿 (*.xlsx);;CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Export rack elevations</source>
        <translation>导出机柜立面图</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rack elevations</source>
        <translation>机柜立面图</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF (*.pdf);;SVG (*.svg);;PNG image (*.png)</source>
        <translation>PDF 文件 (*.pdf);;SVG 文件 (*.svg);;PNG 图片 (*.png)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Rack elevations</source>
        <translation>机柜立面图</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Host addresses</source>
        <translation>主机地址</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Addresses for the servers, head nodes first, e.g. 10.0.0.10/24 or 10.0.0.10-10.0.0.50.
Leave empty to write the files without addresses.</source>
        <translation>服务器的地址，管理节点在前，例如 10.0.0.10/24 或 10.0.0.10-10.0.0.50。
留空则导出的文件不含地址。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Folder for the NetBox import files</source>
        <translation>NetBox 导入文件的保存文件夹</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder for slurm.conf, slurm-nodes.conf and gres.conf</source>
        <translation>slurm.conf、slurm-nodes.conf 和 gres.conf 的保存文件夹</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export Ansible inventory</source>
        <translation>导出 Ansible 清单</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export Kubernetes nodes</source>
        <translation>导出 Kubernetes 节点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>inventory</source>
        <translation>清单</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>kubernetes nodes</source>
        <translation>kubernetes 节点</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ansible inventory (*.ini)</source>
        <translation>Ansible 清单 (*.ini)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>YAML (*.yaml)</source>
        <translation>YAML (*.yaml)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>File names changed</source>
        <translation>文件名已更改</translation>
    </message>
</context>
<context>
    <name>ExportNotice</name>
    <message numerus="yes">
        <location filename="../widgets/common/exportnotice.cpp" line="+16"/>
        <source>Wrote %n file(s) to %1.</source>
        <translation>
            <numerusform>已将 %n 个文件写入 %1。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wrote %1.</source>
        <translation>已写入 %1。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export finished</source>
        <translation>导出完成</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open Folder</source>
        <translation>打开文件夹</translation>
    </message>
</context>
<context>
    <name>Fabric</name>
    <message>
        <location filename="../design/fabric/fabricplacement.cpp" line="+55"/>
        <source>%1 is not a switch of the catalog</source>
        <translation>%1 不是部件库中的交换机</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <location filename="../design/fabric/fabricsize.cpp" line="+115"/>
        <source>the switch has no ports for these hosts</source>
        <translation>该交换机没有适用于这些主机的端口</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 host ports need more than three tiers of %2-port switches, even as %3 rail planes (at most %4)</source>
        <translation>%1 个主机端口即使分成 %3 个轨道平面，也超出三层 %2 端口交换机的容量（最多 %4 个）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 host ports need more than three tiers of %2-port switches (at most %3)</source>
        <translation>%1 个主机端口需要超过三层的 %2 端口交换机（三层最多 %3 个）</translation>
    </message>
    <message>
        <location filename="../design/fabric/fabricanalysis.cpp" line="+130"/>
        <source>fabric %1 mixes host ports of %2 and %3 Gb/s</source>
        <translation>网络 %1 混用了 %2 和 %3 Gb/s 的主机端口</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 has %2 ports in fabric %3, the other nodes %4: a rail has no port of it</source>
        <translation>%1 在网络 %3 中有 %2 个端口，其他节点为 %4 个：有的轨道缺少它的端口</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>fabric %1 has no hosts: no device has a port of its NICs</source>
        <translation>网络 %1 没有主机：没有设备带有其指定网卡的端口</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>fabric %1: %2</source>
        <translation>网络 %1：%2</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>fabric %1 needs %Ln %2 switch(es); %3 placed</source>
        <translation>
            <numerusform>网络 %1 需要 %Ln 台 %2 交换机；已放置 %3 台</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../design/fabric/fabricplacement.cpp" line="+51"/>
        <source>leaf</source>
        <translation>叶</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../design/fabric/fabricplacement.cpp" line="+2"/>
        <source>spine</source>
        <translation>脊</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../design/fabric/fabricplacement.cpp" line="+1"/>
        <source>core</source>
        <translation>核心</translation>
    </message>
    <message>
        <location line="+203"/>
        <source>cable %1 is %2 m long but its run is %3 m</source>
        <translation>线缆 %1 长 %2 米，但其走线长度为 %3 米</translation>
    </message>
    <message>
        <location filename="../design/fabric/fabriccages.cpp" line="+295"/>
        <source>no catalog cable reaches %1 m for the %2 Gb/s %3 link %4</source>
        <translation>部件库中没有长度达到 %1 米的 %2 Gb/s %3 线缆，用于链路 %4</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>no catalog cable reaches the runs of %n %1 Gb/s %2 link(s) of %3, %4 to %5 m (the first: %6)</source>
        <translation>
            <numerusform>部件库中没有线缆能覆盖 %3 的 %n 条 %1 Gb/s %2 链路的走线长度（%4 至 %5 m，第一条：%6）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+35"/>
        <source>cage %1 of %2 holds %3</source>
        <translation>%2 的第 %1 个笼位插有 %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: a cage takes one module or one cable</source>
        <translation>%1：一个笼位只能插一个光模块或一根线缆</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n cage(s) of %1 hold two kinds of plug (the first: %2): a cage takes one module or one cable</source>
        <translation>
            <numerusform>%1 有 %n 个笼位插了两种插头（第一个：%2）：一个笼位只能插一个光模块或一根线缆</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../design/fabric/switchchoice.cpp" line="+34"/>
        <source>its fastest ports (%1G) are slower than the hosts&apos; %2G ports</source>
        <translation>其最快端口（%1G）低于主机的 %2G 端口速率</translation>
    </message>
    <message>
        <location filename="../design/fabric/portownership.cpp" line="+136"/>
        <source>%1 port %2 (%3) is in two fabrics, %4 and %5: a port is cabled to one switch, so take the NIC out of one of them</source>
        <translation>%1 的端口 %2（%3）同时属于 %4 和 %5 两个网络：一个端口只能连接一台交换机，请将该网卡从其中一个网络中移除</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 port %2 and %Ln other port(s) of %3 are in two fabrics, %4 and %5: a port is cabled to one switch, so take the NIC out of one of them</source>
        <translation>
            <numerusform>%1 的端口 %2 及 %3 的另外 %Ln 个端口同时属于 %4 和 %5 两个网络：一个端口只能连接一台交换机，请将该网卡从其中一个网络中移除</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FabricCommand</name>
    <message>
        <location filename="../app/cli/fabriccommand.cpp" line="+21"/>
        <source>usage: cluster-workbench fabric FILE [--json] [--cutsheet OUT.csv|OUT.xlsx] [--lang en|zh_CN]
options:
  --json                 the fabrics as JSON on stdout
  --cutsheet OUT         every cable with both ends, part and length (CSV or XLSX)
  --switch PART --nic PART
                         size one fabric of these parts instead of the design&apos;s fabrics
  --topology T           rail-optimized (default) or fat-tree, with --switch
  --blocking R           R:1 at the leaves (default 1, non-blocking), with --switch
  --catalog PATH         the catalog database to use</source>
        <translation>用法：cluster-workbench fabric 文件 [--json] [--cutsheet 输出.csv|输出.xlsx] [--lang en|zh_CN]
选项：
  --json                 以 JSON 输出网络到标准输出
  --cutsheet 输出        每根线缆的两端、部件和长度（CSV 或 XLSX）
  --switch 部件 --nic 部件
                         用这些部件规划一个网络，代替设计中的网络
  --topology T           rail-optimized（默认）或 fat-tree，与 --switch 一起使用
  --blocking R           叶交换机处 R:1 收敛比（默认 1，无阻塞），与 --switch 一起使用
  --catalog 路径         使用的部件库数据库</translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>Fabric %1 (%2, %3, %4:1): %n host(s), %5 host ports at %6 Gb/s</source>
        <translation>
            <numerusform>网络 %1（%2，%3，%4:1）：%n 台主机，%5 个 %6 Gb/s 主机端口</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>  %1 tier(s) of %2 (%3 ports): %4 leaf, %5 spine, %6 core switches (%7 placed)</source>
        <translation>  %1 层 %2（%3 端口）：叶交换机 %4 台、脊交换机 %5 台、核心交换机 %6 台（已放置 %7 台）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>  links: %1 host-leaf, %2 leaf-spine, %3 spine-core; oversubscription %4:1</source>
        <translation>  链路：主机-叶 %1 条、叶-脊 %2 条、脊-核心 %3 条；收敛比 %4:1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>  cable %1 x %2</source>
        <translation>  线缆 %1 × %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  transceiver %1 x %2</source>
        <translation>  光模块 %1 × %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>--switch and --nic go together: the switch part and the NIC part</source>
        <translation>--switch 和 --nic 须同时使用：交换机部件和网卡部件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--topology and --blocking need --switch and --nic</source>
        <translation>--topology 和 --blocking 需要与 --switch 和 --nic 一起使用</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--topology %1: expected rail-optimized or fat-tree</source>
        <translation>--topology %1：应为 rail-optimized 或 fat-tree</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--blocking %1: expected a ratio from 1 to 64, e.g. 2 for 2:1</source>
        <translation>--blocking %1：应为 1 到 64 的比值，例如 2 表示 2:1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>--switch %1: not a switch part of the catalog</source>
        <translation>--switch %1：不是部件库中的交换机</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--nic %1: not a NIC part of the catalog</source>
        <translation>--nic %1：不是部件库中的网卡</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>--cutsheet %1: the file must end in .csv or .xlsx</source>
        <translation>--cutsheet %1：文件扩展名必须是 .csv 或 .xlsx</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The design has no fabrics. Size one with --switch PART --nic PART.</source>
        <translation>本设计没有网络。可用 --switch 部件 --nic 部件 规划一个。</translation>
    </message>
</context>
<context>
    <name>FabricCutSheet</name>
    <message>
        <location filename="../design/fabric/fabriccutsheet.cpp" line="+15"/>
        <source>new rack, row %1 place %2</source>
        <translation>新机柜，第 %1 排第 %2 位</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>host to leaf</source>
        <translation>主机-叶</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>leaf to spine</source>
        <translation>叶-脊</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spine to core</source>
        <translation>脊-核心</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cable</source>
        <translation>线缆</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Link</source>
        <translation>链路</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A rack</source>
        <translation>A 端机柜</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A U</source>
        <translation>A 端 U 位</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A device</source>
        <translation>A 端设备</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A port</source>
        <translation>A 端端口</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>B rack</source>
        <translation>B 端机柜</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>B U</source>
        <translation>B 端 U 位</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>B device</source>
        <translation>B 端设备</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>B port</source>
        <translation>B 端端口</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Part</source>
        <translation>部件</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Length (m)</source>
        <translation>长度（米）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A transceiver</source>
        <translation>A 端光模块</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>B transceiver</source>
        <translation>B 端光模块</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>added by hand</source>
        <translation>手工添加</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1: cannot write: no temporary folder</source>
        <translation>%1：无法写入：没有临时文件夹</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cut-sheet</source>
        <translation>布线表</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1: cannot write the workbook</source>
        <translation>%1：无法写入工作簿</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: cannot write: %2</source>
        <translation>%1：无法写入：%2</translation>
    </message>
</context>
<context>
    <name>FabricDiagram</name>
    <message>
        <location filename="../widgets/network/fabricdiagram.cpp" line="+65"/>
        <source>%1 links</source>
        <translation>%1 条链路</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>No fabric to draw: add one with Network &gt; New Fabric.</source>
        <translation>没有可绘制的网络：请通过“网络 &gt; 新建网络”添加。</translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <location line="+9"/>
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n 个节点</numerusform>
        </translation>
    </message>
    <message>
        <location line="-1"/>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Rail %1</source>
        <translation>轨道 %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+5"/>
        <location line="+9"/>
        <location line="+4"/>
        <source>%n switch(es)</source>
        <translation>
            <numerusform>%n 台交换机</numerusform>
        </translation>
    </message>
    <message>
        <location line="-14"/>
        <source>One switch</source>
        <translation>单台交换机</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All leaves</source>
        <translation>全部叶交换机</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+16"/>
        <source>Spines</source>
        <translation>脊</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+13"/>
        <source>Cores</source>
        <translation>核心</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Hosts</source>
        <translation>主机</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Switch</source>
        <translation>交换机</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Leaves</source>
        <translation>叶</translation>
    </message>
</context>
<context>
    <name>FabricDialog</name>
    <message>
        <location filename="../widgets/network/fabricdialog.cpp" line="+25"/>
        <source>New fabric</source>
        <translation>新建网络</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Edit fabric %1</source>
        <translation>编辑网络 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Id</source>
        <translation>标识</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>InfiniBand</source>
        <translation>InfiniBand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ethernet</source>
        <translation>以太网</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Technology</source>
        <translation>技术</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In-band management</source>
        <translation>带内管理</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out-of-band management (BMC)</source>
        <translation>带外管理（BMC）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Role</source>
        <translation>用途</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Switch</source>
        <translation>交换机</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every port of these NICs in the design, installed or built into a system, is a host port</source>
        <translation>设计中这些网卡（已安装的或整机内置的）的每个端口都是主机端口</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host NICs</source>
        <translation>主机网卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rail-optimized</source>
        <translation>轨道优化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fat tree</source>
        <translation>胖树</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Topology</source>
        <translation>拓扑</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Host ports per uplink at the leaves: 1:1 is non-blocking</source>
        <translation>叶交换机处每条上行链路对应的主机端口数：1:1 为无阻塞</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blocking</source>
        <translation>收敛比</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In a network rack</source>
        <translation>放在网络机柜中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leaves at the top of the hosts&apos; racks</source>
        <translation>叶交换机放在主机所在机柜顶部</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In new network racks at the end of row 1</source>
        <translation>放在第 1 排末尾新增的网络机柜中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New switches go</source>
        <translation>新交换机位置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a new network rack</source>
        <translation>新建网络机柜</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Network rack</source>
        <translation>网络机柜</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1: its ports are in fabric %2</source>
        <translation>%1：其端口属于网络 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A port is cabled to one switch. Take %1 out of fabric %2 first to use its ports here.</source>
        <translation>一个端口只能连接一台交换机。请先将 %1 从网络 %2 中移除，才能在此使用其端口。</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not offered, cannot serve these NICs: %1</source>
        <translation>未列出（无法服务所选网卡）：%1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Cannot set the fabric</source>
        <translation>无法设置网络</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Give the fabric an id.</source>
        <translation>请为网络指定编号。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The design already has a fabric %1: give this one another id.</source>
        <translation>设计中已有网络 %1：请为此网络指定其他编号。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No NIC of the design has %1 ports: choose another technology, or add NICs to the servers first.</source>
        <translation>设计中没有带 %1 端口的网卡：请选择其他技术，或先为服务器添加网卡。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every %1 NIC port of the design is already in a fabric: choose another technology, or edit that fabric.</source>
        <translation>设计中的每个 %1 网卡端口都已属于某个网络：请选择其他技术，或编辑该网络。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tick the host NICs whose ports the fabric connects.</source>
        <translation>勾选要由该网络连接其端口的主机网卡。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No switch of the catalog can serve these NICs (see above).</source>
        <translation>部件库中没有交换机能连接这些网卡（见上文）。</translation>
    </message>
</context>
<context>
    <name>Facility</name>
    <message>
        <location filename="../design/facility/ashraeclass.cpp" line="+23"/>
        <source>chillers and cooling towers</source>
        <translation>冷水机组与冷却塔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chillers with a water-side economiser</source>
        <translation>带水侧自然冷却的冷水机组</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cooling towers, chillers only to trim</source>
        <translation>冷却塔，冷水机组仅作补充</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cooling towers or dry coolers</source>
        <translation>冷却塔或干冷器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dry coolers, no chillers</source>
        <translation>干冷器，无冷水机组</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dry coolers, the heat reused</source>
        <translation>干冷器，余热回收利用</translation>
    </message>
    <message numerus="yes">
        <location filename="../design/facility/hallanalysis.cpp" line="+44"/>
        <source>Rack %1 stands in row %2, place %3: the hall has %n row(s) of %4 positions</source>
        <translation>
            <numerusform>机柜 %1 位于第 %2 列第 %3 位：机房只有 %n 列，每列 %4 个机位</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 stands at place %2 of row %3: the rows have %4 positions</source>
        <translation>%1 位于第 %3 列第 %2 位：每列只有 %4 个机位</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 and %2 both stand at place %3 of row %4</source>
        <translation>%1 与 %2 同在第 %4 列第 %3 位</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The hall names no UPS: its IT load of %1 is not checked against one</source>
        <translation>机房未指定 UPS：%1 的 IT 负载未做 UPS 校核</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>The IT load of %1 is more than the UPS carries: %n module(s) of %2, %3 in all, %4 short</source>
        <translation>
            <numerusform>IT 负载 %1 超过 UPS 容量：%n 个 %2 模块，共 %3，缺口 %4</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>At 2N each side of the UPS carries %1, less than the IT load of %2: a side lost is %3 short</source>
        <translation>2N 配置下 UPS 每路承载 %1，小于 IT 负载 %2：失去一路时缺口 %3</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>With one of the %n UPS module(s) lost, %1 remain for the IT load of %2: %3 short (%4)</source>
        <translation>
            <numerusform>%n 个 UPS 模块中失去一个后，剩余 %1 承载 %2 的 IT 负载：缺口 %3（%4）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>row %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Row %1 draws %2 from a feed rated %3: %4 over (%5)</source>
        <translation>第 %1 列从额定 %3 的供电取用 %2：超出 %4（%5）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Rack %1 draws %2 through a busway tap-off that carries %3 continuously (%4 % of its rating)</source>
        <translation>机柜 %1 经母线槽插接箱取用 %2，而插接箱持续承载能力为 %3（额定值的 %4%）</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Rack %1 puts %2 kg on %3 m² of floor, %4 kg/m²: %5 % over the floor&apos;s rating of %6 kg/m²</source>
        <translation>机柜 %1 以 %2 kg 压在 %3 m² 地面上，即 %4 kg/m²：超出地板承重 %6 kg/m² 的 %5%</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (%2) puts %3 kg/m² on the floor, over its rating of %4 kg/m²</source>
        <translation>%1（%2）对地面施加 %3 kg/m²，超过承重 %4 kg/m²</translation>
    </message>
    <message>
        <location line="+125"/>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>UPS power</source>
        <translation>UPS 供电</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>row feed</source>
        <translation>列供电</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>air cooling</source>
        <translation>风冷</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>liquid cooling</source>
        <translation>液冷</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>floor loading</source>
        <translation>地板承重</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rack positions</source>
        <translation>机位</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%1 … %2, %n rack(s)</source>
        <translation>
            <numerusform>%1 … %2，共 %n 个机柜</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../design/facility/hallcooling.cpp" line="+104"/>
        <source>The rear door of rack %1 takes %2 of its %3 of heat to air; %4 goes to the room</source>
        <translation>机柜 %1 的背板换热器带走其 %3 风冷热量中的 %2；其余 %4 散入机房</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The hall names no air units for %1 of heat to air</source>
        <translation>机房未配置空调来带走 %1 的风冷热量</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>; %n more unit(s) of this size needed</source>
        <translation>
            <numerusform>；还需 %n 台同规格空调</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The racks send %1 of heat to air, more than the %n air unit(s) remove: %2, %3 short%4</source>
        <translation>
            <numerusform>机柜向空气散热 %1，超过 %n 台空调的制冷量 %2，缺口 %3%4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>With one of the %n air unit(s) lost, %1 remain for %2 of heat to air: %3 short (%4)%5</source>
        <translation>
            <numerusform>%n 台空调中失去一台后，剩余 %1 应对 %2 的风冷热量：缺口 %3（%4）%5</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>At 2N each set of air units removes %1, less than the %2 of heat to air</source>
        <translation>2N 配置下每组空调制冷量 %1，小于 %2 的风冷热量</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The racks move %1 CFM of air, more than the air units&apos; %2 CFM</source>
        <translation>机柜风量 %1 CFM，超过空调送风量 %2 CFM</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>With one air unit lost, %1 CFM remain for the racks&apos; %2 CFM</source>
        <translation>失去一台空调后，剩余 %1 CFM 应对机柜的 %2 CFM</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The air units supply %1 °C, outside the %2 °C to %3 °C that ASHRAE class %4 allows at the equipment&apos;s inlet</source>
        <translation>空调送风 %1 °C，超出 ASHRAE %4 级允许的设备进风范围 %2 °C 至 %3 °C</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The air units supply %1 °C, allowed for class %2 but outside the recommended 18 °C to 27 °C</source>
        <translation>空调送风 %1 °C，符合 %2 级允许范围，但超出推荐的 18 °C 至 27 °C</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every row faces the same way: the hot exhaust of each row is the intake of the row behind it. Turn every second row for hot and cold aisles</source>
        <translation>各列朝向相同：前一列的热排风成为后一列的进风。请每隔一列调转方向，形成冷热通道</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The facility water is supplied at %1 °C, warmer than ASHRAE class %2 allows (%3 °C)</source>
        <translation>设施供水温度 %1 °C，高于 ASHRAE %2 级允许的 %3 °C</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Rack %1 sends %2 to liquid but is on no coolant loop of the hall</source>
        <translation>机柜 %1 有 %2 热量进入液冷，但不在机房任何液冷回路上</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Loop %1 carries %2 from %3 but has no CDU</source>
        <translation>回路 %1 承载来自 %3 的 %2，但没有 CDU</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Loop %1 is supplied at %2 °C, not above the facility water of %3 °C: its CDUs can move no heat</source>
        <translation>回路 %1 供液温度 %2 °C，不高于设施水温 %3 °C：其 CDU 无法换热</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Loop %1 has %2 K between its supply and the facility water where its CDUs are rated at %3 K: they carry %4 % of their rating</source>
        <translation>回路 %1 供液与设施水的温差为 %2 K，而其 CDU 的额定接近温差为 %3 K：只能发挥额定能力的 %4%</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>; %n more CDU(s) of this size needed</source>
        <translation>
            <numerusform>；还需 %n 台同规格 CDU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Loop %1 carries %2 to liquid, more than its %n CDU(s) remove at a %3 K approach: %4, %5 short%6</source>
        <translation>
            <numerusform>回路 %1 的液冷热量 %2，超过其 %n 台 CDU 在 %3 K 接近温差下的换热量 %4，缺口 %5%6</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>With one of the %n CDU(s) of loop %1 lost, %2 remain for its %3: %4 short (%5)%6</source>
        <translation>
            <numerusform>回路 %1 的 %n 台 CDU 中失去一台后，剩余 %2 应对其 %3：缺口 %4（%5）%6</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>At 2N each set of CDUs of loop %1 removes %2, less than its %3</source>
        <translation>2N 配置下回路 %1 每组 CDU 换热 %2，小于其 %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Loop %1 needs %2 L/min at a %3 K rise, more than its CDUs pump: %4 L/min</source>
        <translation>回路 %1 在 %3 K 温升下需要 %2 L/min，超过其 CDU 的泵送能力 %4 L/min</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>With one CDU of loop %1 lost, %2 L/min remain for the %3 L/min it needs</source>
        <translation>回路 %1 失去一台 CDU 后，剩余 %2 L/min，而所需为 %3 L/min</translation>
    </message>
    <message>
        <location filename="../design/facility/hallfindings.h" line="+25"/>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <location filename="../design/facility/powerreadings.cpp" line="+146"/>
        <source>the header names no power.draw column</source>
        <translation>表头中没有 power.draw 列</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the header names no timestamp column: query timestamp,index,power.draw</source>
        <translation>表头中没有 timestamp 列：请查询 timestamp,index,power.draw</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+98"/>
        <source>%1 fields where the header names %2</source>
        <translation>有 %1 个字段，而表头有 %2 个</translation>
    </message>
    <message>
        <location line="-93"/>
        <source>timestamp must be a date and time, got &quot;%1&quot;</source>
        <translation>timestamp 必须为日期时间，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>power.draw must be a number in W, got &quot;%1&quot;</source>
        <translation>power.draw 必须为以 W 为单位的数字，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>no POWER column: run dcgmi dmon with field 155 (-e 155,...)</source>
        <translation>没有 POWER 列：请使用字段 155 运行 dcgmi dmon（-e 155,...）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 fields where the header names %2 columns</source>
        <translation>有 %1 个字段，而表头有 %2 列</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>POWER must be a number in W, got &quot;%1&quot;</source>
        <translation>POWER 必须为以 W 为单位的数字，实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>the header names no power column (W or kW)</source>
        <translation>表头中没有功率列（W 或 kW）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 must be a date and time, got &quot;%2&quot;</source>
        <translation>%1 必须为日期时间，实际为 &quot;%2&quot;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 must be a number, got &quot;%2&quot;</source>
        <translation>%1 必须为数字，实际为 &quot;%2&quot;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>names no outlet</source>
        <translation>未指明插座</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>not a reading this program knows: expected the header of nvidia-smi --format=csv, of dcgmi dmon or of a PDU&apos;s outlet export</source>
        <translation>不是本程序能识别的读数：应为 nvidia-smi --format=csv、dcgmi dmon 或 PDU 插座导出文件的表头</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>holds no power reading</source>
        <translation>不含任何功率读数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>is empty</source>
        <translation>为空</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: line %2: %3</source>
        <translation>%1：第 %2 行：%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: cannot open: %2</source>
        <translation>%1：无法打开：%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2 MB, more than the %3 MB a power log is read up to</source>
        <translation>%1：%2 MB，超过功率日志可读取的上限 %3 MB</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: cannot read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
</context>
<context>
    <name>FacilitySummary</name>
    <message>
        <location filename="../design/facility/facilitysummary.cpp" line="+8"/>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>nothing limits the hall</source>
        <translation>机房没有受限资源</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2 used</source>
        <translation>%1，已用 %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Positions</source>
        <translation>机位</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 of %2 used (%n rack(s))</source>
        <translation>
            <numerusform>已用 %1 / %2（%n 个机柜）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+6"/>
        <source>UPS</source>
        <translation>UPS</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>%1 of %2 (%3 x %4, %5); %6 with a module lost</source>
        <translation>%1 / %2（%3 × %4，%5）；失去一个模块后为 %6</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>none named; IT load %1</source>
        <translation>未指定；IT 负载 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>IT load</source>
        <translation>IT 负载</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 max, %2 typical, %3 measured (%n device(s) measured)</source>
        <translation>
            <numerusform>最大 %1，典型 %2，实测 %3（%n 台设备有实测值）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cooling split</source>
        <translation>散热分布</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of heat: %2 to liquid, %3 to air, %4 taken by rear doors</source>
        <translation>总热量 %1：液冷 %2，风冷 %3，背板换热器带走 %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Air units</source>
        <translation>空调</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%1 of %2 (%n unit(s)); %3 with one lost</source>
        <translation>
            <numerusform>%1 / %2（%n 台）；失去一台后为 %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 of %2 (%n CDU(s) at a %3 K approach); %4 with one lost; %5 L/min</source>
        <translation>
            <numerusform>%1 / %2（%n 台 CDU，接近温差 %3 K）；失去一台后为 %4；%5 L/min</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Floor</source>
        <translation>地板</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>up to %1 kg/m² (%2) of %3 kg/m²</source>
        <translation>最高 %1 kg/m²（%2），承重 %3 kg/m²</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (UPS %2, fans %3, pumps %4, plant %5, other %6)</source>
        <translation>%1（UPS %2，风机 %3，水泵 %4，冷源 %5，其他 %6）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Limited by</source>
        <translation>受限于</translation>
    </message>
</context>
<context>
    <name>FindingsList</name>
    <message>
        <location filename="../widgets/budgets/findingslist.cpp" line="+105"/>
        <location line="+105"/>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location line="-104"/>
        <location line="+104"/>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location line="-103"/>
        <location line="+103"/>
        <source>Note</source>
        <translation>提示</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>No findings: the design passes every check.</source>
        <translation>未发现问题：设计通过了全部检查。</translation>
    </message>
    <message>
        <location line="-136"/>
        <source>Severity</source>
        <translation>级别</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Message</source>
        <translation>说明</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where</source>
        <translation>位置</translation>
    </message>
</context>
<context>
    <name>GoodputBox</name>
    <message>
        <location filename="../widgets/workload/goodputbox.cpp" line="+146"/>
        <source>Failures and checkpoints</source>
        <translation>故障与检查点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failure data:</source>
        <translation>故障数据：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The field data the interruption rates are scaled to: Meta&apos;s Llama 3 run (rates per part, Table 5) or Meta&apos;s A100 research clusters RSC-1 and RSC-2</source>
        <translation>中断率所依据的现场数据：Meta 的 Llama 3 训练（按部件统计的中断率，表 5）或 Meta 的 A100 研究集群 RSC-1 和 RSC-2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Asynchronous checkpoints</source>
        <translation>异步检查点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A snapshot to host memory, written to storage while training goes on</source>
        <translation>先快照到主机内存，训练继续进行的同时写入存储</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the gradients in the checkpoint</source>
        <translation>检查点中保留梯度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restart, detect and requeue:</source>
        <translation>重启（检测与重新排队）：</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Detecting the failure, requeueing the job and starting its processes (an estimate; the checkpoint&apos;s read time is added from the storage)</source>
        <translation>检测故障、作业重新排队并启动其进程的时间（估算值；检查点的读取时间按存储另行计入）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Restart, collective init:</source>
        <translation>重启（集合通信初始化）：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hot-spare nodes:</source>
        <translation>热备节点：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU nodes of the design kept out of the job, so it restarts at once while a failed node is repaired</source>
        <translation>设计中不参与作业的 GPU 节点，使故障节点维修期间作业可立即重启</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Repair time:</source>
        <translation>维修时间：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> h</source>
        <translation> 小时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A failed node&apos;s time until it is back (an estimate)</source>
        <translation>故障节点恢复所需的时间（估算值）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Storage outside the design</source>
        <translation>设计之外的存储</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The site&apos;s file system: its bandwidth to the job&apos;s nodes instead of the design&apos;s storage systems</source>
        <translation>现场的文件系统：用其到作业节点的带宽代替设计中的存储系统</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its write bandwidth:</source>
        <translation>其写带宽：</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source> GB/s</source>
        <translation> GB/s</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Its read bandwidth:</source>
        <translation>其读带宽：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checkpoints kept:</source>
        <translation>保留的检查点数：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write a checkpoint within:</source>
        <translation>检查点写入时限：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dataset:</source>
        <translation>数据集：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> TB</source>
        <translation> TB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the tokens as 32-bit ids</source>
        <translation>按 32 位 ID 存储的 token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size the Storage…</source>
        <translation>存储规划…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add the storage systems the checkpoints and the dataset need, as one undo step</source>
        <translation>添加检查点和数据集所需的存储系统，作为一个撤销步骤</translation>
    </message>
</context>
<context>
    <name>GoodputFigures</name>
    <message>
        <location filename="../widgets/workload/goodputfigures.cpp" line="+18"/>
        <source>%1% (%2 days)</source>
        <translation>%1%（%2 天）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 a day, one every %2 days (%3)</source>
        <translation>每天 %1 次，每 %2 天一次（%3）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 a day, one every %2 h (%3)</source>
        <translation>每天 %1 次，每 %2 小时一次（%3）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Interruptions</source>
        <translation>中断</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+6"/>
        <source>Checkpoint</source>
        <translation>检查点</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, written in %2 s at %3 GB/s (%4)</source>
        <translation>%1，以 %3 GB/s 写入需 %2 秒（%4）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>asynchronous: training stops %1 s</source>
        <translation>异步：训练暂停 %1 秒</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>synchronous</source>
        <translation>同步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checkpoint interval</source>
        <translation>检查点间隔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>every %1 min (Young/Daly)</source>
        <translation>每 %1 分钟（Young/Daly）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restart</source>
        <translation>重启</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 min, reading the checkpoint %2 s of it</source>
        <translation>%1 分钟，其中读取检查点 %2 秒</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Effective training time</source>
        <translation>有效训练时间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1%: lost work %2%, checkpoints %3%, restarts %4%, waiting for repairs %5%</source>
        <translation>%1%：损失的工作 %2%，检查点 %3%，重启 %4%，等待维修 %5%</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hot-spare nodes</source>
        <translation>热备节点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2 keep the wait for a repair under 1% of the time)</source>
        <translation>%1（%2 个可使等待维修的时间低于 1%）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>With one more spare node</source>
        <translation>增加一个热备节点</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With twice the storage bandwidth</source>
        <translation>存储带宽加倍</translation>
    </message>
</context>
<context>
    <name>GoodputOptions</name>
    <message>
        <location filename="../app/cli/goodputoptions.cpp" line="+23"/>
        <source>goodput (training):
  --spares N             GPU nodes of the design kept as hot spares (default 0)
  --repair-h H           a failed node&apos;s time to repair (default 48)
  --restart-min M        detecting, requeueing and starting the job (default 5)
  --init-min M           initialising the collectives (default 1)
  --async-checkpoint     snapshot to host memory, written in the background
  --keep-gradients       the checkpoint holds the gradients too
  --failure-data D       llama3 (default), rsc1 or rsc2: the field data of the rates
  --storage-write-gbs X  a storage outside the design: its write GB/s to the job
  --storage-read-gbs X   its read GB/s (default the write figure)</source>
        <translation>有效训练时间（训练）：
  --spares N             设计中作为热备的 GPU 节点数（默认 0）
  --repair-h H           故障节点的维修时间（小时，默认 48）
  --restart-min M        检测故障、重新排队并启动作业的时间（分钟，默认 5）
  --init-min M           集合通信初始化时间（分钟，默认 1）
  --async-checkpoint     快照到主机内存，在后台写入
  --keep-gradients       检查点中也保存梯度
  --failure-data D       llama3（默认）、rsc1 或 rsc2：故障率所依据的现场数据
  --storage-write-gbs X  设计之外的存储：其到作业节点的写带宽 GB/s
  --storage-read-gbs X   其读带宽 GB/s（默认与写带宽相同）</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 %2: expected a number from %3 to %4</source>
        <translation>%1 %2：应为 %3 到 %4 之间的数</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>--spares %1: expected a whole number from 0 to 100000</source>
        <translation>--spares %1：应为 0 到 100000 之间的整数</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>--storage-read-gbs needs --storage-write-gbs</source>
        <translation>--storage-read-gbs 需要同时指定 --storage-write-gbs</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--failure-data %1: expected llama3, rsc1 or rsc2</source>
        <translation>--failure-data %1：应为 llama3、rsc1 或 rsc2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Goodput: %1 interruptions a day, one every %2 hours (%3; %4 GPUs on %5 nodes, %6 spare)</source>
        <translation>有效训练时间：每天中断 %1 次，每 %2 小时一次（%3；%5 个节点上的 %4 块 GPU，%6 个热备）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>  checkpoint %1 GB</source>
        <translation>  检查点 %1 GB</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>  missing: %1</source>
        <translation>  缺失：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  written in %1 s at %2 GB/s, every %3 min; restart %4 min</source>
        <translation>  以 %2 GB/s 写入需 %1 秒，每 %3 分钟一次；重启 %4 分钟</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>  effective training time %1%: lost work %2%, checkpoints %3%, restarts %4%, waiting for repairs %5%</source>
        <translation>  有效训练时间 %1%：损失的工作 %2%，检查点 %3%，重启 %4%，等待维修 %5%</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>  %1 days at that ratio (%2 without failures)</source>
        <translation>  按此比例需 %1 天（无故障时 %2 天）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>  %1 spare nodes would keep the wait for a repair under 1% of the time (--spares)</source>
        <translation>  %1 个热备节点可使等待维修的时间低于 1%（--spares）</translation>
    </message>
</context>
<context>
    <name>HallFit</name>
    <message>
        <location filename="../design/explore/hallfit.cpp" line="+13"/>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>%n rack(s), more than the %1 free positions of the hall: %2 short</source>
        <translation>
            <numerusform>%n 个机柜，超过机房 %1 个空闲机位：缺 %2 个</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 of IT power, more than the hall&apos;s UPS carries with a module lost (%2): %3 short</source>
        <translation>IT 功耗 %1，超过机房 UPS 失去一个模块后的容量（%2）：缺口 %3</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 of heat to liquid, more than the hall&apos;s CDUs remove with one lost (%2): %3 short</source>
        <translation>液冷热量 %1，超过机房 CDU 失去一台后的换热量（%2）：缺口 %3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 of heat to air, more than the hall&apos;s air units remove with one lost (%2): %3 short</source>
        <translation>风冷热量 %1，超过机房空调失去一台后的制冷量（%2）：缺口 %3</translation>
    </message>
</context>
<context>
    <name>HallPanel</name>
    <message>
        <location filename="../widgets/floor/hallpanel.cpp" line="+77"/>
        <source>Add a Hall</source>
        <translation>添加机房</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A hall around the racks: rows and positions, then its UPS, air units and CDUs</source>
        <translation>围绕机柜建立机房：列与机位，再配置 UPS、空调与 CDU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add to the hall:</source>
        <translation>添加到机房：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place the unit chosen at the first free place (drag it, or move it with the arrow keys)</source>
        <translation>把所选设备放到第一个空位（可拖动，或用方向键移动）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove Unit</source>
        <translation>移除设备</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove the air unit or CDU selected on the plan</source>
        <translation>移除平面图上选中的空调或 CDU</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>to loop %1</source>
        <translation>加入回路 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to a new loop</source>
        <translation>加入新回路</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>No hall: the racks are checked on their own. Add a hall to check them against its UPS, cooling and floor.</source>
        <translation>没有机房：仅单独校核各机柜。添加机房即可按其 UPS、制冷和地板进行校核。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hall</source>
        <translation>机房</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Racks by what limits them</source>
        <translation>机柜按受限资源着色</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>over 100 % of it</source>
        <translation>超过 100%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CDU (select one to see its loop)</source>
        <translation>CDU（选中可查看其回路）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>air unit</source>
        <translation>空调</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The darker edge of a rack is its front: cold aisles at the fronts, hot aisles at the backs.</source>
        <translation>机柜颜色较深的一边为正面：正面朝向冷通道，背面朝向热通道。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Add a hall</source>
        <translation>添加机房</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hall added: set its UPS, classes and floor in the inspector&apos;s Facility section</source>
        <translation>已添加机房：请在属性面板的“设施”部分设置 UPS、等级与地板</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Add %1 to the hall</source>
        <translation>向机房添加 %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Remove %1 from the hall</source>
        <translation>从机房移除 %1</translation>
    </message>
</context>
<context>
    <name>HallPlacement</name>
    <message>
        <location filename="../design/facility/hallplacement.cpp" line="+29"/>
        <source>Hall 1</source>
        <translation>机房 1</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+60"/>
        <source>the design has no hall</source>
        <translation>本设计没有机房</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>%1 is not hall equipment</source>
        <translation>%1 不是机房设备</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>outside the hall (%n row(s) of %1 places, and its two walls)</source>
        <translation>
            <numerusform>超出机房范围（%n 列，每列 %1 个机位，另有两侧墙边）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>an in-row unit stands in a row, between the racks</source>
        <translation>列间设备须放在列中、机柜之间</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>this unit stands along a wall, not in a row</source>
        <translation>该设备须沿墙放置，不能放在列中</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 stands there</source>
        <translation>%1 已在该处</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>%1 is not a CDU or an air unit: set it in the Facility section</source>
        <translation>%1 不是 CDU 或空调：请在“设施”部分设置</translation>
    </message>
</context>
<context>
    <name>HallPlanView</name>
    <message>
        <location filename="../widgets/floor/hallplanview.cpp" line="+148"/>
        <location line="+290"/>
        <source>the design has no hall</source>
        <translation>本设计没有机房</translation>
    </message>
    <message>
        <location line="-282"/>
        <source>%1 cannot go to row %2, place %3: %4</source>
        <translation>%1 不能放到第 %2 列第 %3 位：%4</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no rack or unit %1</source>
        <translation>没有机柜或设备 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>racks stand in the rows of the hall</source>
        <translation>机柜须放在机房的列中</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 stands at row %2, place %3</source>
        <translation>%1 位于第 %2 列第 %3 位</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>This design has no hall yet. Add one in the inspector&apos;s Facility section (select nothing on the floor), or with Hall &gt; Add a Hall.</source>
        <translation>本设计还没有机房。可在属性面板的“设施”部分添加（在机柜平面上不选任何对象），或使用“机房 &gt; 添加机房”。</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>cold aisle</source>
        <translation>冷通道</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hot aisle</source>
        <translation>热通道</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>aisle</source>
        <translation>通道</translation>
    </message>
    <message>
        <location line="+221"/>
        <source>cannot place it at row %1, place %2: %3</source>
        <translation>无法放在第 %1 列第 %2 位：%3</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Add %1 to the hall</source>
        <translation>向机房添加 %1</translation>
    </message>
    <message>
        <location line="-114"/>
        <source>%1: limited by %2 (%3 % of it) · %4 kg/m² on the floor</source>
        <translation>%1：受限于%2（已用 %3%）· 地面荷载 %4 kg/m²</translation>
    </message>
</context>
<context>
    <name>HandoverExporter</name>
    <message>
        <location filename="../app/window/handoverexporter.cpp" line="+58"/>
        <source>%1: cannot write: cannot create the folder %2</source>
        <translation>%1：无法写入：无法创建文件夹 %2</translation>
    </message>
</context>
<context>
    <name>HostNames</name>
    <message>
        <location filename="../design/handover/clusternodes.cpp" line="-57"/>
        <source>devices %1 and %2 both give the host name &quot;%3&quot;: rename one</source>
        <translation>设备 %1 和 %2 的主机名都是“%3”：请重命名其中一台</translation>
    </message>
</context>
<context>
    <name>InspectorWidget</name>
    <message numerus="yes">
        <location filename="../widgets/inspector/inspectorwidget.cpp" line="+229"/>
        <source>%n items selected</source>
        <translation>
            <numerusform>已选择 %n 项</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag them together, duplicate (Ctrl+D), copy or delete them.</source>
        <translation>可一起拖动、创建副本（Ctrl+D）、复制或删除。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Untitled design</source>
        <translation>未命名设计</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n rack(s) · select a rack or device to edit it</source>
        <translation>
            <numerusform>%n 个机柜 · 选择机柜或设备进行编辑</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Design</source>
        <translation>设计</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/inspectordevice.cpp" line="+90"/>
        <location filename="../widgets/inspector/inspectorwidget.cpp" line="+7"/>
        <location line="+148"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/inspectorwidget.cpp" line="-134"/>
        <source>Electricity</source>
        <translation>电价</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Prices in other currencies are converted with the design&apos;s exchange rates</source>
        <translation>其他币种的价格按设计中的汇率换算</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exchange rate</source>
        <translation>汇率</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Tax on the bill of materials; a CNY design has VAT 13% unless you set another rate</source>
        <translation>物料清单的税率；人民币设计默认增值税 13%，除非另行设置</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tax</source>
        <translation>税率</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Totals</source>
        <translation>合计</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/inspectordevice.cpp" line="+33"/>
        <location filename="../widgets/inspector/inspectorwidget.cpp" line="+2"/>
        <location line="+131"/>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/inspectorwidget.cpp" line="-129"/>
        <source>%1 kW max · %2 kW typical</source>
        <translation>最大 %1 kW · 典型 %2 kW</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+143"/>
        <source>GPUs</source>
        <translation>GPU 数量</translation>
    </message>
    <message>
        <location line="-142"/>
        <location line="+134"/>
        <source>Space</source>
        <translation>空间</translation>
    </message>
    <message>
        <location line="-134"/>
        <source>%1 / %2 U</source>
        <translation>%1 / %2 U</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Energy</source>
        <translation>能耗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 kWh/year · %2 %3/year</source>
        <translation>%1 kWh/年 · %2 %3/年</translation>
    </message>
    <message>
        <location line="+15"/>
        <source> CNY per USD</source>
        <translation> 人民币/美元</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Default: %1, the People&apos;s Bank of China&apos;s central parity rate of %2</source>
        <translation>默认：%1，即中国人民银行 %2 公布的人民币汇率中间价</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Converts parts priced in the other of CNY and USD; without it they are left out of the cost. %1</source>
        <translation>用于折算以另一种币种（人民币或美元）计价的部件；未设置时这些部件不计入成本。%1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Default</source>
        <translation>默认值</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Row %1, place %2 is taken by rack %3</source>
        <translation>第 %1 列第 %2 位已被机柜 %3 占用</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Rack %1</source>
        <translation>机柜 %1</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/inspectordevice.cpp" line="-43"/>
        <location line="+200"/>
        <location filename="../widgets/inspector/inspectorwidget.cpp" line="+2"/>
        <source>Properties</source>
        <translation>属性</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/inspectorwidget.cpp" line="+3"/>
        <source>e.g. Row A, rack 1</source>
        <translation>例如：A 列 1 号机柜</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>row</source>
        <translation>列</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>place</source>
        <translation>位</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Position</source>
        <translation>位置</translation>
    </message>
    <message>
        <location line="+10"/>
        <source> kW</source>
        <translation> kW</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rack default (%1 kW)</source>
        <translation>机柜默认值（%1 kW）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Power budget</source>
        <translation>功率预算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cooling budget</source>
        <translation>制冷预算</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Budgets</source>
        <translation>预算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 of %2 kW (typical %3 kW)</source>
        <translation>%1 / %2 kW（典型 %3 kW）</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/inspectordevice.cpp" line="-153"/>
        <location filename="../widgets/inspector/inspectorwidget.cpp" line="+3"/>
        <source>Heat</source>
        <translation>发热量</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/inspectorwidget.cpp" line="+0"/>
        <source>%1 BTU/h · %2 tons · %3 CFM</source>
        <translation>%1 BTU/h · %2 冷吨 · %3 CFM</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2 U</source>
        <translation>%1 / %2 U</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/inspectordevice.cpp" line="+1"/>
        <location filename="../widgets/inspector/inspectorwidget.cpp" line="+1"/>
        <source>Weight</source>
        <translation>重量</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/inspectorwidget.cpp" line="+1"/>
        <source>%1 of %2 kg</source>
        <translation>%1 / %2 kg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDUs</source>
        <translation>PDU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 kVA nameplate, %2 kVA continuous</source>
        <translation>额定 %1 kVA，持续 %2 kVA</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none: drop a PDU on the rack</source>
        <translation>无：请将 PDU 拖放到机柜上</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Contents</source>
        <translation>柜内设备</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>0U</source>
        <translation>0U</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/inspectordevice.cpp" line="-81"/>
        <source>%1 cannot go to U%2: %3</source>
        <translation>%1 无法放到 U%2：%3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&quot;%1&quot; is not a PSU redundancy: use N, N+1, N+N, 2N or a+b such as 4+2</source>
        <translation>“%1”不是有效的电源冗余方式：请使用 N、N+1、N+N、2N 或 a+b（例如 4+2）</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+189"/>
        <source>Rack</source>
        <translation>机柜</translation>
    </message>
    <message>
        <location line="-180"/>
        <source>Lowest unit</source>
        <translation>起始 U 位</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Front</source>
        <translation>正面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rear</source>
        <translation>背面</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Face</source>
        <translation>朝向</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>N, N+1, N+N, 2N or 4+2</source>
        <translation>N、N+1、N+N、2N 或 4+2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>PSU redundancy</source>
        <translation>电源冗余</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>AC input</source>
        <translation>交流输入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 W max · %2 W typical</source>
        <translation>最大 %1 W · 典型 %2 W</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DC load</source>
        <translation>直流负载</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 BTU/h</source>
        <translation>%1 BTU/h</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 kg</source>
        <translation>%1 kg</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 × %2 W = %3 W; %4 W usable under %5</source>
        <translation>%1 × %2 W = %3 W；%5 冗余下可用 %4 W</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>PSUs</source>
        <translation>电源</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+66"/>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>%1 of %2 lanes at the CPUs</source>
        <translation>CPU 通道已用 %1 / %2 条</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Root ports</source>
        <translation>CPU 根端口</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Switch %1</source>
        <translation>PCIe 交换芯片 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gen%1, %2 lanes below a x%3 uplink (%4:1)</source>
        <translation>Gen%1，下行 %2 条通道，上行 x%3（%4:1）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Components</source>
        <translation>组件</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>None yet: drop GPUs, CPUs, memory, drives, NICs and PSUs on the server.</source>
        <translation>暂无：请将 GPU、CPU、内存、硬盘、网卡和电源拖放到服务器上。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Remove this component</source>
        <translation>移除此组件</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Bays</source>
        <translation>槽位</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Bay</source>
        <translation>槽位</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Switch</source>
        <translation>PCIe 交换芯片</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Holds</source>
        <translation>已安装</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>covered by %1</source>
        <translation>被 %1 遮挡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Gen%1 x%2</source>
        <translation>Gen%1 x%2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Part</source>
        <translation>部件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model</source>
        <translation>型号</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Description</source>
        <translation>描述</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Description (English)</source>
        <translation>描述（英文）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Description (Chinese)</source>
        <translation>中文描述</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>0U PDU %1</source>
        <translation>0U PDU %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Remove PDU</source>
        <translation>移除 PDU</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/inspectorpower.cpp" line="+29"/>
        <source>Automatic (%1)</source>
        <translation>自动（%1）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Power and cooling</source>
        <translation>供电与散热</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Which figure racks, PDUs and cooling are planned with: the vendor&apos;s rated maximum, the server power model&apos;s maximum, the typical draw, or the draw you measured per device</source>
        <translation>机柜、PDU 和散热按哪个功率规划：厂商额定最大值、服务器功耗模型的最大值、典型功耗，或您逐台实测的功耗</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Plan power at</source>
        <translation>功率规划依据</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>80% (North America, NEC)</source>
        <translation>80%（北美，NEC）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>100% (IEC, China)</source>
        <translation>100%（IEC，中国）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Share of a circuit&apos;s rating a continuous load may use; type a figure of your own</source>
        <translation>持续负载可使用的回路额定值比例；也可输入自定义数值</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Circuit loading</source>
        <translation>回路负载率</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Warn when a PDU&apos;s line currents differ from their mean by more than this</source>
        <translation>PDU 各相电流偏离平均值超过此比例时告警</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Phase imbalance</source>
        <translation>三相不平衡</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Temperature rise of the coolant through liquid-cooled equipment</source>
        <translation>冷却液流经液冷设备的温升</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Coolant rise</source>
        <translation>冷却液温升</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>vendor %1 W</source>
        <translation>厂商 %1 W</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>computed %1 W</source>
        <translation>计算 %1 W</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>typical %1 W</source>
        <translation>典型 %1 W</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Planned at</source>
        <translation>规划依据</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+146"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="-146"/>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not measured</source>
        <translation>未实测</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A measured draw at the wall (DCGM, a PDU reading); used when the design plans power at measured figures</source>
        <translation>实测的输入功率（DCGM 或 PDU 读数）；设计按实测值规划功率时使用</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Set the measured power of %1</source>
        <translation>设置 %1 的实测功率</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Measured</source>
        <translation>实测功率</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Put %1 on the alternating feed</source>
        <translation>将 %1 设为交替供电路</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put %1 on feed %2</source>
        <translation>将 %1 接到 %2 路供电</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>Put PDU %1 on the alternating feed</source>
        <translation>将 PDU %1 设为交替供电路</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put PDU %1 on feed %2</source>
        <translation>将 PDU %1 接到 %2 路供电</translation>
    </message>
    <message>
        <location line="-88"/>
        <location line="+97"/>
        <source>Feed</source>
        <translation>供电路</translation>
    </message>
    <message>
        <location line="-190"/>
        <source>&quot;%1&quot; is not a derating: give a percentage from %2 to %3</source>
        <translation>“%1”不是有效的降额比例：请输入 %2 到 %3 之间的百分比</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>Power cords</source>
        <translation>电源线</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Automatic: no free outlet</source>
        <translation>自动：无空闲插座</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Automatic: %1 outlet %2 (%3, feed %4, %5)</source>
        <translation>自动：%1 插座 %2（%3，%4 路，%5）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 outlet %2 (%3, feed %4, %5)</source>
        <translation>%1 插座 %2（%3，%4 路，%5）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cable PSU %1 of %2 to %3 outlet %4</source>
        <translation>将 %2 的电源 %1 接到 %3 插座 %4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cable PSU %1 of %2 automatically</source>
        <translation>%2 的电源 %1 改为自动接线</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>PSU %1 (%2)</source>
        <translation>电源 %1（%2）</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/inspectorcost.cpp" line="+39"/>
        <source>Cost of ownership</source>
        <translation>总拥有成本</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> years</source>
        <translation> 年</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The period the capital cost is spread over</source>
        <translation>采购成本分摊的年限</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Period</source>
        <translation>周期</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Colocation or facility price per kW of planned power per month</source>
        <translation>按规划功率计的托管或机房费用（每 kW 每月）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Facility per kW·month</source>
        <translation>机房费用（每 kW·月）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Support contracts per year, as a share of the capital cost</source>
        <translation>每年维保费用占采购成本的比例</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Support per year</source>
        <translation>年维保比例</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Share of the hours the GPUs do paid work</source>
        <translation>GPU 实际用于业务的时间比例</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU utilisation</source>
        <translation>GPU 利用率</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 over %2 years (capex %3, energy %4, facility %5, support %6 a year)</source>
        <translation>%2 年合计 %1（采购 %3，每年电费 %4、机房 %5、维保 %6）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Per GPU-hour</source>
        <translation>每 GPU 小时</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2 to %3</source>
        <translation>%1：%2 至 %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The cost per GPU-hour with each input 20% lower and higher, largest swing first</source>
        <translation>各输入分别降低和提高 20% 时的每 GPU 小时成本，按变化幅度从大到小排列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves it most (±20%)</source>
        <translation>影响最大的因素（±20%）</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/inspectorfacility.cpp" line="+85"/>
        <source>Change the hall&apos;s %1</source>
        <translation>修改机房的%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+218"/>
        <source>Facility</source>
        <translation>设施</translation>
    </message>
    <message>
        <location line="-216"/>
        <source>Add a Hall</source>
        <translation>添加机房</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Check the racks against a hall: its UPS, cooling units, floor and positions</source>
        <translation>按机房校核机柜：UPS、制冷设备、地板与机位</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add a hall</source>
        <translation>添加机房</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No hall: racks are checked on their own.</source>
        <translation>没有机房：仅单独校核各机柜。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hall</source>
        <translation>机房</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>rows</source>
        <translation>列数</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>positions</source>
        <translation>机位数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>rows of</source>
        <translation>列，每列</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rows</source>
        <translation>列</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hot and cold aisles</source>
        <translation>冷热通道</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All rows face one way</source>
        <translation>各列同向</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>aisles</source>
        <translation>通道</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Aisles</source>
        <translation>通道</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> kg/m²</source>
        <translation> kg/m²</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>floor rating</source>
        <translation>地板承重</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>tile size</source>
        <translation>地砖尺寸</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>tile</source>
        <translation>地砖</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Floor</source>
        <translation>地板</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>ASHRAE TC 9.9 air class: the inlet air the equipment is allowed (A1 15-32 °C ... A4 5-45 °C; 18-27 °C recommended)</source>
        <translation>ASHRAE TC 9.9 空气等级：设备允许的进风温度（A1 15–32 °C … A4 5–45 °C；推荐 18–27 °C）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>air class</source>
        <translation>空气等级</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+20"/>
        <location line="+51"/>
        <source> °C</source>
        <translation> °C</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>supply air</source>
        <translation>送风温度</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Air class</source>
        <translation>空气等级</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>ASHRAE TC 9.9 liquid class: the facility water supply temperature at most (W32: 32 °C)</source>
        <translation>ASHRAE TC 9.9 液冷等级：设施供水温度上限（W32：32 °C）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>water class</source>
        <translation>水温等级</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>class limit</source>
        <translation>等级上限</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>facility water</source>
        <translation>设施水温</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Water class</source>
        <translation>水温等级</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+109"/>
        <location filename="../widgets/inspector/inspectorwidget.cpp" line="-139"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="-106"/>
        <source>UPS</source>
        <translation>UPS</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>UPS module</source>
        <translation>UPS 模块</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>UPS modules</source>
        <translation>UPS 模块数</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>UPS redundancy</source>
        <translation>UPS 冗余</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>modules at</source>
        <translation>个模块，冗余</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>air unit redundancy</source>
        <translation>空调冗余</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Air units</source>
        <translation>空调</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The coolant supply temperature the loop&apos;s CDUs hold (secondary, to the racks)</source>
        <translation>回路 CDU 保持的冷却液供液温度（二次侧，送往机柜）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>loop supply</source>
        <translation>回路供液温度</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>loop redundancy</source>
        <translation>回路冗余</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Lighting, controls and offices, as a share of the IT load, for the PUE</source>
        <translation>照明、控制与办公用电占 IT 负载的比例，用于计算 PUE</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>other loads</source>
        <translation>其他负载</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other loads</source>
        <translation>其他负载</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>by water class</source>
        <translation>按水温等级</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heat the plant rejects per W it draws (cooling towers, dry coolers, chillers): type your plant&apos;s figure where you know it</source>
        <translation>冷源每耗电 1 W 排出的热量（冷却塔、干冷器、冷水机组）：已知时请填写实际数值</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>liquid plant COP</source>
        <translation>液冷冷源 COP</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Plant COP</source>
        <translation>冷源 COP</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hall budgets</source>
        <translation>机房预算</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Remove the Hall</source>
        <translation>移除机房</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Remove the hall</source>
        <translation>移除机房</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>rear door of %1</source>
        <translation>%1 的背板换热器</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rear door</source>
        <translation>背板换热</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The coolant loop the rack&apos;s liquid goes to; automatic: the first loop that lists no racks</source>
        <translation>机柜液冷热量进入的回路；自动：第一个未指定机柜的回路</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>loop of %1</source>
        <translation>%1 的回路</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Coolant loop</source>
        <translation>液冷回路</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Limited by</source>
        <translation>受限于</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2 % used</source>
        <translation>%1，已用 %2%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Floor load</source>
        <translation>地面荷载</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 kg/m²</source>
        <translation>%1 / %2 kg/m²</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rear door takes</source>
        <translation>背板换热器带走</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
</context>
<context>
    <name>JsonText</name>
    <message>
        <location filename="../catalog/jsontext.cpp" line="+59"/>
        <source>the end of the line</source>
        <translation>行尾</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>line %1, column %2: %3</source>
        <translation>第 %1 行第 %2 列：%3</translation>
    </message>
    <message>
        <location line="+71"/>
        <location line="+26"/>
        <source>nested deeper than %1 levels</source>
        <translation>嵌套超过 %1 层</translation>
    </message>
    <message>
        <location line="-55"/>
        <source>the text ends too early</source>
        <translation>文本提前结束</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not valid JSON at %1</source>
        <translation>%1 处不是有效的 JSON</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>the number %1 is out of range</source>
        <translation>数字 %1 超出范围</translation>
    </message>
    <message>
        <location filename="../design/file/jsondocument.cpp" line="+13"/>
        <location filename="../catalog/jsontext.cpp" line="+73"/>
        <source>cannot be read (out of memory)</source>
        <translation>无法读取（内存不足）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a number is out of range (more than 64 bits)</source>
        <translation>有数字超出范围（超过 64 位）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not valid JSON (%1)</source>
        <translation>不是有效的 JSON（%1）</translation>
    </message>
    <message>
        <location filename="../catalog/jsontext.cpp" line="+7"/>
        <source>an empty object</source>
        <translation>空对象</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an empty array</source>
        <translation>空数组</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an array</source>
        <translation>数组</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../app/window/mainwindowmenus.cpp" line="+209"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Undo %1</source>
        <translation>撤销(&amp;U) %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Redo %1</source>
        <translation>重做(&amp;R) %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rack floor</source>
        <translation>机柜布局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bill of materials</source>
        <translation>物料清单</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power</source>
        <translation>供电</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Catalog</source>
        <translation>部件库</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inspector</source>
        <translation>属性面板</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>History</source>
        <translation>操作历史</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Budgets and findings</source>
        <translation>预算与检查结果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;opened design&gt;</source>
        <translation>&lt;打开的设计&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Main toolbar</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste</source>
        <translation>粘贴(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dup&amp;licate</source>
        <translation>创建副本(&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select All De&amp;vices</source>
        <translation>选择全部设备(&amp;V)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Re&amp;move Part from Catalog…</source>
        <translation>从部件库移除部件(&amp;M)…</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fit</source>
        <translation>适合窗口(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rear View</source>
        <translation>背面视图(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear List</source>
        <translation>清除列表</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Import NetBox Device Types…</source>
        <translation>导入 NetBox 设备类型(&amp;I)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add parts to your catalog from NetBox device-type YAML files</source>
        <translation>从 NetBox 设备类型 YAML 文件向部件库添加部件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Find Part</source>
        <translation>查找部件(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove the selected user part from your catalog</source>
        <translation>从你的部件库中移除所选的自定义部件</translation>
    </message>
    <message>
        <location filename="../app/window/mainwindow.cpp" line="+175"/>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cluster Workbench</source>
        <translation>集群设计工作台</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 kW · %2 · %3 · %4</source>
        <translation>%1 kW · %2 · %3 · %4</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n 块 GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n 个错误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n 个警告</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/window/mainwindowfiles.cpp" line="+43"/>
        <source>Untitled design</source>
        <translation>未命名设计</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location filename="../app/cli/windowcommand.cpp" line="+87"/>
        <location filename="../app/window/mainwindowfiles.cpp" line="+9"/>
        <source>Cannot open design</source>
        <translation>无法打开设计</translation>
    </message>
    <message>
        <location filename="../app/window/mainwindowfiles.cpp" line="+12"/>
        <source>Open design</source>
        <translation>打开设计</translation>
    </message>
    <message>
        <location filename="../app/window/mainwindowcompare.cpp" line="+20"/>
        <location filename="../app/window/mainwindowfiles.cpp" line="+0"/>
        <location line="+23"/>
        <source>Cluster designs (*.json)</source>
        <translation>集群设计文件 (*.json)</translation>
    </message>
    <message>
        <location filename="../app/window/mainwindowfiles.cpp" line="-13"/>
        <location line="+20"/>
        <source>Cannot save design</source>
        <translation>无法保存设计</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>design</source>
        <translation>设计</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save design</source>
        <translation>保存设计</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The design has unsaved changes. Save them first?</source>
        <translation>设计有未保存的更改。是否先保存？</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Autosave failed: %1</source>
        <translation>自动保存失败：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Autosaved a recovery copy</source>
        <translation>已自动保存恢复副本</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Recover unsaved work?</source>
        <translation>恢复未保存的工作？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cluster Workbench did not close normally. A recovery copy of %1 from %2 exists. Open it?</source>
        <translation>集群设计工作台上次未正常关闭。存在 %1 的恢复副本（保存于 %2）。是否打开？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an untitled design</source>
        <translation>未命名设计</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot recover</source>
        <translation>无法恢复</translation>
    </message>
    <message>
        <location filename="../app/window/mainwindowcatalog.cpp" line="+32"/>
        <source>%1 is not one of your own parts; bundled parts cannot be removed.</source>
        <translation>%1 不是你自己添加的部件；内置部件不能移除。</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source> and %n more</source>
        <translation>
            <numerusform> 等另外 %n 项</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is used in this design (%2). Remove it from the design first.</source>
        <translation>本设计正在使用 %1（%2）。请先从设计中移除。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Remove part</source>
        <translation>移除部件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove your part %1 (%2) from the catalog?

Design files that use it will not open until it is imported again.</source>
        <translation>从部件库中移除你的部件 %1（%2）？

使用该部件的设计文件在重新导入它之前将无法打开。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot remove part</source>
        <translation>无法移除部件</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Removed %1 from the catalog</source>
        <translation>已从部件库移除 %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no catalog store is open</source>
        <translation>没有打开的部件库</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+6"/>
        <source>Import NetBox device types</source>
        <translation>导入 NetBox 设备类型</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>NetBox device types (*.yaml *.yml)</source>
        <translation>NetBox 设备类型 (*.yaml *.yml)</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Imported %n part(s) into your catalog. Figures the files lack are marked as estimates: fill them in before you rely on them.</source>
        <translation>
            <numerusform>已向部件库导入 %n 个部件。文件中缺少的参数已标为估算值：请在使用前补全。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing was imported: %1</source>
        <translation>未导入任何内容：%1</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Imported %n part(s) from NetBox device types</source>
        <translation>
            <numerusform>已从 NetBox 设备类型导入 %n 个部件</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/window/mainwindownetwork.cpp" line="+31"/>
        <source>Cannot resize the fabric</source>
        <translation>无法调整网络规模</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Remove fabric</source>
        <translation>移除网络</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove fabric %1 and the switches placed for it?</source>
        <translation>移除网络 %1 以及为它放置的交换机？</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;Network</source>
        <translation>网络(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Fabric…</source>
        <translation>新建网络(&amp;N)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit Fabric…</source>
        <translation>编辑网络(&amp;E)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Resize Fabric to the Nodes</source>
        <translation>按节点调整网络规模(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size the fabric again for the nodes now in the design and place or remove switches to match</source>
        <translation>按设计中现有的节点重新规划网络，并相应放置或移除交换机</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Show Switches in Rack View</source>
        <translation>在机柜视图中显示交换机(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select the fabric&apos;s placed switches on the rack floor</source>
        <translation>在机柜布局中选中该网络已放置的交换机</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;move Fabric…</source>
        <translation>移除网络(&amp;M)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New…</source>
        <translation>新建…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit…</source>
        <translation>编辑…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resize</source>
        <translation>调整规模</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show Switches</source>
        <translation>显示交换机</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove…</source>
        <translation>移除…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Fabric %1 has no switches on the floor yet: use Resize Fabric to place them</source>
        <translation>网络 %1 尚未在机柜中放置交换机：请用“按节点调整网络规模”放置</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n switch(es) of fabric %1 selected</source>
        <translation>
            <numerusform>已选中网络 %1 的 %n 台交换机</numerusform>
        </translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Fabric %1 already has the switches it needs</source>
        <translation>网络 %1 已有所需的交换机</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Update fabric %1</source>
        <translation>更新网络 %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Create fabric %1</source>
        <translation>创建网络 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Remove fabric %1</source>
        <translation>移除网络 %1</translation>
    </message>
    <message>
        <location filename="../app/window/mainwindowworkload.cpp" line="+43"/>
        <source>&amp;Workload</source>
        <translation>工作负载(&amp;W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the &amp;Workload</source>
        <translation>显示工作负载(&amp;W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Size a Cluster…</source>
        <translation>按负载规划集群(&amp;S)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add the nodes, racks and compute fabric the workload needs</source>
        <translation>添加工作负载所需的节点、机柜和计算网络</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size the S&amp;torage…</source>
        <translation>存储规划(&amp;T)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add the storage systems the training run&apos;s checkpoints and dataset need, on the storage fabric</source>
        <translation>在存储网络上添加训练任务的检查点和数据集所需的存储系统</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Explore Designs…</source>
        <translation>探索设计方案(&amp;E)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Size, price and time every GPU system for the workload&apos;s deadline, and choose one</source>
        <translation>按工作负载的期限为每种 GPU 整机规划、计价并估算时间，然后从中选择</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Calibrate to a Measured Run…</source>
        <translation>按实测运行校准(&amp;C)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fit the step-time prediction to a run of your own, for the workload&apos;s stack on its GPU</source>
        <translation>按您自己的一次运行校准单步时间预测，针对工作负载的软件栈及其 GPU</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Calibrate to a Measured Run</source>
        <translation>按实测运行校准</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A calibration fits the training step time: switch the workload to training first.</source>
        <translation>校准针对的是训练的单步时间：请先将工作负载切换为训练。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Calibrate the prediction to your run</source>
        <translation>按您的运行校准预测</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot size the cluster</source>
        <translation>无法规划集群</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Size the cluster: %n node(s) of %1</source>
        <translation>
            <numerusform>规划集群：%n 台 %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cannot size the storage</source>
        <translation>无法规划存储</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Size the storage: %n system(s) of %1</source>
        <translation>
            <numerusform>规划存储：%n 套 %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 GPUs of %2, %3:1</source>
        <translation>%2 共 %1 个 GPU，%3:1</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Use the explored design: %1 GPUs of %2</source>
        <translation>采用探索得到的方案：%2，%1 块 GPU</translation>
    </message>
    <message>
        <location filename="../app/window/mainwindowpower.cpp" line="+38"/>
        <source>&amp;Power and Cabling</source>
        <translation>供电与布线(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the selected rack&apos;s feeds, PDUs, phases and power cords</source>
        <translation>显示所选机柜的供电路、PDU、相位和电源线</translation>
    </message>
    <message>
        <location filename="../app/window/mainwindowplacement.cpp" line="+81"/>
        <location line="+5"/>
        <source>Add Several</source>
        <translation>批量添加</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>Replicate Rack</source>
        <translation>复制机柜</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>How many copies?</source>
        <translation>复制几份？</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Add Part to Selection</source>
        <translation>添加部件到所选对象(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add the catalog&apos;s current part to the selected rack or server (also: double-click or Enter in the catalog)</source>
        <translation>将部件库中当前部件添加到所选机柜或服务器（也可在部件库中双击或按回车）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add &amp;Several…</source>
        <translation>批量添加(&amp;S)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a number of the catalog&apos;s current part to the selected rack or server</source>
        <translation>将若干个部件库当前部件添加到所选机柜或服务器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fill Free &amp;Bays or Units</source>
        <translation>填满空闲槽位或 U 位(&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replicate Rac&amp;k…</source>
        <translation>复制机柜(&amp;K)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the selected rack with everything in it into its row</source>
        <translation>将所选机柜连同其中全部设备复制到同一排</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add the catalog&apos;s current part until the selected server or rack has no room left</source>
        <translation>持续添加部件库当前部件，直到所选服务器或机柜没有空位</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+23"/>
        <source>Choose a part in the catalog first</source>
        <translation>请先在部件库中选择一个部件</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Cannot add %1 here: %2</source>
        <translation>无法在此添加 %1：%2</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>How many %1? Up to %n fit here.</source>
        <translation>
            <numerusform>添加多少个 %1？此处最多可放 %n 个。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cannot add: %1</source>
        <translation>无法添加：%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../app/window/mainwindowtemplates.cpp" line="+120"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>U%1 is below the bottom of the rack</source>
        <translation>U%1 低于机柜底部</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot move %1: %2</source>
        <translation>无法移动 %1：%2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Cannot replicate: %1</source>
        <translation>无法复制：%1</translation>
    </message>
    <message>
        <location filename="../app/window/mainwindowcompare.cpp" line="-1"/>
        <location line="+18"/>
        <source>Compare with Design</source>
        <translation>与其他方案对比</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Co&amp;mpare with Design…</source>
        <translation>与其他方案对比(&amp;M)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put this design beside another: GPUs, TFLOPS, power, heat, racks, weight, capex, energy, cost of ownership and the BOM lines that differ</source>
        <translation>将本方案与另一方案并列对比：GPU、TFLOPS、功率、发热、机柜、重量、采购成本、能耗、总拥有成本以及物料清单的差异</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>This design</source>
        <translation>本方案</translation>
    </message>
    <message>
        <location filename="../app/window/mainwindowtemplates.cpp" line="-86"/>
        <location line="+4"/>
        <source>Save as Template</source>
        <translation>保存为模板</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Template name:</source>
        <translation>模板名称：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A template named %1 exists. Replace it?</source>
        <translation>已存在名为 %1 的模板。要替换吗？</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Save as &amp;Template…</source>
        <translation>保存为模板(&amp;T)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the selected server with its parts, or the selected rack with everything in it, to use again</source>
        <translation>保存所选服务器及其部件，或所选机柜及其中全部设备，以便重复使用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>T&amp;emplates…</source>
        <translation>模板(&amp;E)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fill the selected rack with a server template, or add a rack from a rack template</source>
        <translation>用服务器模板填充所选机柜，或用机柜模板添加机柜</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Cannot save a template: select a server or a rack</source>
        <translation>无法保存模板：请选择一台服务器或一个机柜</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot save the template: %1</source>
        <translation>无法保存模板：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved the template %1</source>
        <translation>已保存模板 %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cannot use the template: %1</source>
        <translation>无法使用模板：%1</translation>
    </message>
    <message>
        <location filename="../app/window/mainwindowhall.cpp" line="+53"/>
        <source>Hall</source>
        <translation>机房</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hall</source>
        <translation>机房(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hall Plan</source>
        <translation>机房平面图(&amp;H)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the hall: its rows, aisles, cooling units and what limits each rack</source>
        <translation>显示机房：列、通道、制冷设备以及各机柜的受限资源</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Add a Hall</source>
        <translation>添加机房(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Remove Selected Unit</source>
        <translation>移除所选设备(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import &amp;Power Readings…</source>
        <translation>导入功耗读数(&amp;P)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set the devices&apos; measured draw from nvidia-smi or DCGM logs or a PDU&apos;s outlet export</source>
        <translation>根据 nvidia-smi、DCGM 日志或 PDU 插座导出数据设置设备的实测功耗</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>No reading matched a device of the design: name the files after the devices (n01.csv) or prefix each line with its host (pdsh).</source>
        <translation>没有读数与本设计中的设备匹配：请以设备名命名文件（n01.csv），或在每行前加上主机名（pdsh）。</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Measured power of %n device(s) set; the planning basis is measured</source>
        <translation>
            <numerusform>已设置 %n 台设备的实测功耗；规划基准为实测值</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+7"/>
        <source>Import Power Readings</source>
        <translation>导入功耗读数</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Power readings (*.csv *.log *.txt);;All files (*)</source>
        <translation>功耗读数 (*.csv *.log *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Plan each device at this percentile of its readings:</source>
        <translation>按读数的以下百分位规划每台设备：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot import the readings</source>
        <translation>无法导入读数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Power readings imported</source>
        <translation>已导入功耗读数</translation>
    </message>
</context>
<context>
    <name>MeasuredPower</name>
    <message>
        <location filename="../design/facility/measuredpower.cpp" line="+55"/>
        <source>%1 is not a device of the design</source>
        <translation>%1 不是本设计中的设备</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1: outlet %2</source>
        <translation>%1：插座 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: host %2</source>
        <translation>%1：主机 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 matches no device of the design</source>
        <translation>%1 与本设计中的设备都不匹配</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>%1: %n reading(s) the tool could not take were left out</source>
        <translation>
            <numerusform>%1：已略去 %n 个工具未能取得的读数</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <source>%1: the readings name %n GPU(s), the device has %2</source>
        <translation>
            <numerusform>%1：读数涉及 %n 块 GPU，而该设备有 %2 块</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ModelConfig</name>
    <message>
        <location filename="../design/workload/hfconfig.cpp" line="+74"/>
        <source>%1 is missing (looked for %2)</source>
        <translation>缺少 %1（已查找 %2）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: must be a whole number, got %2</source>
        <translation>%1：必须是整数，实际为 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+8"/>
        <source>%1: must be between %2 and %3, got %4</source>
        <translation>%1：必须在 %2 到 %3 之间，实际为 %4</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: must be a number, got %2</source>
        <translation>%1：必须是数字，实际为 %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1: must be true or false, got %2</source>
        <translation>%1：必须是 true 或 false，实际为 %2</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>%1: must be between 0 and 1000, got %2</source>
        <translation>%1：必须在 0 到 1000 之间，实际为 %2</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>%1: %2 is not a multiple of the %3 attention heads: give head_dim</source>
        <translation>%1：%2 不是 %3 个注意力头的整数倍：请给出 head_dim</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: the %2 attention heads do not divide into %3 key/value heads</source>
        <translation>%1：%2 个注意力头不能均分到 %3 个键/值头</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>a config.json is a JSON object, got %1</source>
        <translation>config.json 应为 JSON 对象，实际为 %1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1: cannot read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: larger than 16 MB: not a config.json</source>
        <translation>%1：大于 16 MB，不是 config.json</translation>
    </message>
</context>
<context>
    <name>MountCheck</name>
    <message>
        <location filename="../design/placement/mountcheck.cpp" line="+23"/>
        <source>there is no rack %1</source>
        <translation>不存在机柜 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>below the bottom of %1</source>
        <translation>低于 %1 的底部</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>above the top of %1 (%2U): a %3U part at U%4 reaches U%5</source>
        <translation>超出 %1（%2U）的顶部：%3U 的设备安装在 U%4 时将延伸到 U%5</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>collides with %1 at U%2-U%3</source>
        <translation>与 U%2-U%3 处的 %1 位置冲突</translation>
    </message>
</context>
<context>
    <name>NetboxFileResult</name>
    <message>
        <location filename="../catalog/netbox/netboxfields.cpp" line="+15"/>
        <source>a list or mapping</source>
        <translation>列表或映射</translation>
    </message>
    <message>
        <location filename="../catalog/netbox/netboxdevicetype.cpp" line="+237"/>
        <location filename="../catalog/netbox/netboxfields.h" line="+40"/>
        <source>is required</source>
        <translation>为必填项</translation>
    </message>
    <message>
        <location filename="../catalog/netbox/netboxfields.h" line="+6"/>
        <source>must be text, not %1</source>
        <translation>须为文本，而不是 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>must not be empty</source>
        <translation>不能为空</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>must be a number, not %1</source>
        <translation>须为数字，而不是 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is outside %2..%3</source>
        <translation>%1 超出 %2..%3 的范围</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>must be true or false, not &quot;%1&quot;</source>
        <translation>须为 true 或 false，而不是“%1”</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>must be a list</source>
        <translation>须为列表</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>has %1 entries; at most %2 are read</source>
        <translation>有 %1 项；最多读取 %2 项</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>must be a mapping</source>
        <translation>须为映射</translation>
    </message>
    <message>
        <location filename="../catalog/netbox/netboxdevicetype.cpp" line="-127"/>
        <source>weight</source>
        <translation>重量</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;%1&quot; is not kg, g, lb or oz</source>
        <translation>“%1”不是 kg、g、lb 或 oz</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 kg is more than %2 kg</source>
        <translation>%1 kg 超过 %2 kg</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>weight %1 kg</source>
        <translation>重量 %1 kg</translation>
    </message>
    <message numerus="yes">
        <location line="+35"/>
        <source>%n management interface(s) not counted as network ports</source>
        <translation>
            <numerusform>%n 个管理接口未计入网络端口</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>interfaces that are not network ports: %1</source>
        <translation>不是网络端口的接口：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>gaps in the port numbering: %1 missing</source>
        <translation>端口编号有缺口：缺少 %1</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n module bay(s) not modelled: add what they hold as parts</source>
        <translation>
            <numerusform>%n 个模块槽位未建模：请将其中的部件另行添加</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n device bay(s) not modelled</source>
        <translation>
            <numerusform>%n 个设备槽位未建模</numerusform>
        </translation>
    </message>
    <message>
        <location line="+66"/>
        <source>must be a multiple of 0.5, not %1</source>
        <translation>须为 0.5 的整数倍，而不是 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 U</source>
        <translation>%1 U</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>PCIe generation and lanes</source>
        <translation>PCIe 代数与通道数</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+68"/>
        <location line="+30"/>
        <source>power draw</source>
        <translation>功耗</translation>
    </message>
    <message>
        <location line="-89"/>
        <source>rating %1 W</source>
        <translation>额定 %1 W</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rating</source>
        <translation>额定功率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>efficiency (0.94 assumed)</source>
        <translation>效率（假定 0.94）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a module type without network interfaces or power ports: nothing the catalog models</source>
        <translation>既无网络接口也无电源端口的模块类型：部件库无可建模的内容</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+60"/>
        <source>power %1 W (allocated draw)</source>
        <translation>功耗 %1 W（分配功耗）</translation>
    </message>
    <message>
        <location line="-282"/>
        <source>an uninterruptible power supply (UPS), not a PDU: the catalog has no kind for it</source>
        <translation>这是不间断电源（UPS），不是 PDU：部件库没有对应的类型</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>the part id %1 made of it is %2 characters long, more than the catalog&apos;s %3</source>
        <translation>由此生成的部件 ID %1 长 %2 个字符，超过部件库上限 %3</translation>
    </message>
    <message>
        <location line="+247"/>
        <location line="+61"/>
        <source>power %1 W (%2 of %3 supplies at maximum draw)</source>
        <translation>功耗 %1 W（%3 个电源中 %2 个按最大功耗计）</translation>
    </message>
    <message>
        <location line="-56"/>
        <location line="+61"/>
        <source>power (supply redundancy assumed N+N)</source>
        <translation>功耗（假定电源冗余为 N+N）</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>no power inlet of its own (is_powered: false)</source>
        <translation>自身没有电源输入口（is_powered: false）</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n Ethernet interface(s) of an InfiniBand switch taken as management ports</source>
        <translation>
            <numerusform>InfiniBand 交换机的 %n 个以太网接口按管理端口处理</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+43"/>
        <source>%n power supply(s)</source>
        <translation>
            <numerusform>%n 个电源</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>power supply rating</source>
        <translation>电源额定功率</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>airflow</source>
        <translation>风量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs, CPUs and memory are not in a NetBox device type: the server has no contents until you add them</source>
        <translation>NetBox 设备类型不含 GPU、CPU 和内存：在您添加之前，该服务器没有内部配置</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>must be A, B or C, not &quot;%1&quot;</source>
        <translation>须为 A、B 或 C，而不是“%1”</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>outlet %1: type &quot;%2&quot; read as %3</source>
        <translation>插座 %1：类型“%2”按 %3 读取</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>no type</source>
        <translation>无类型</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>outlets that are neither C13 nor C19, not counted: %1</source>
        <translation>既非 C13 也非 C19 的插座，未计入：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 × C13 and %2 × C19 outlets</source>
        <translation>%1 个 C13 和 %2 个 C19 插座</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>phases</source>
        <translation>相数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>input voltage</source>
        <translation>输入电压</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>input voltage %1 V assumed from the %2 plug</source>
        <translation>输入电压按 %2 插头假定为 %1 V</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>three-phase %1 V</source>
        <translation>三相 %1 V</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>single-phase %1 V</source>
        <translation>单相 %1 V</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>input current</source>
        <translation>输入电流</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>input %1 A</source>
        <translation>输入 %1 A</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>plug %1</source>
        <translation>插头 %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the PDU&apos;s own draw</source>
        <translation>PDU 自身功耗</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1: the file is %2 MB; a device type is at most %3 MB</source>
        <translation>%1：文件大小为 %2 MB；设备类型文件最大 %3 MB</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: not a NetBox device type (expected a mapping with manufacturer and model)</source>
        <translation>%1：不是 NetBox 设备类型（应为含 manufacturer 和 model 的映射）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 (the part it makes is not one the catalog takes)</source>
        <translation>%1（由此生成的部件不符合部件库的要求）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1:%2: not valid YAML: %3</source>
        <translation>%1:%2：不是有效的 YAML：%3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1:%2: %3 %4</source>
        <translation>%1:%2：%3 %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: cannot be read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
    <message>
        <location filename="../catalog/netbox/netboximport.cpp" line="+24"/>
        <source>%1: the folder holds no .yml or .yaml file</source>
        <translation>%1：该文件夹中没有 .yml 或 .yaml 文件</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: no such file or folder</source>
        <translation>%1：文件或文件夹不存在</translation>
    </message>
</context>
<context>
    <name>NetboxImportReport</name>
    <message>
        <location line="+15"/>
        <source>; </source>
        <comment>between the figures taken from a file</comment>
        <translation>；</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>  taken: %1</source>
        <translation>  已读取：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>  missing, flagged as estimates to fill in: %1</source>
        <translation>  缺少（已标为估算值，待补全）：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  note: %1</source>
        <translation>  说明：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: skipped: %2</source>
        <translation>%1：已跳过：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>refused: %1</source>
        <translation>已拒绝：%1</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>imported %n part(s)</source>
        <translation>
            <numerusform>已导入 %n 个部件</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nothing was imported: %1</source>
        <translation>未导入任何内容：%1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1: cannot be read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>already in the bundled catalog as %1</source>
        <translation>内置部件库中已有此部件：%1</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n file(s) refused</source>
        <translation>
            <numerusform>%n 个文件被拒绝</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no file held a part the catalog models</source>
        <translation>没有文件包含部件库可建模的部件</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n NetBox file(s)</source>
        <translation>
            <numerusform>%n 个 NetBox 文件</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NetworkPanel</name>
    <message>
        <location filename="../widgets/network/networkpanel.cpp" line="+83"/>
        <source>Fabric:</source>
        <translation>网络：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>%1 (%2 placed)</source>
        <translation>%1（已放置 %2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hosts</source>
        <translation>主机</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Switch</source>
        <translation>交换机</translation>
    </message>
    <message numerus="yes">
        <location line="-2"/>
        <source>%Ln node(s), %1 ports at %2 Gb/s</source>
        <translation>
            <numerusform>%Ln 个节点，%1 个 %2 Gb/s 端口</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 (%Ln port(s))</source>
        <translation>
            <numerusform>%1（%Ln 个端口）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tiers</source>
        <translation>层数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leaf switches</source>
        <translation>叶交换机</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spine switches</source>
        <translation>脊交换机</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Core switches</source>
        <translation>核心交换机</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Links</source>
        <translation>链路</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 host-leaf, %2 leaf-spine, %3 spine-core</source>
        <translation>主机-叶 %1 条，叶-脊 %2 条，脊-核心 %3 条</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Oversubscription</source>
        <translation>收敛比</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1:1 (target %2:1)</source>
        <translation>%1:1（目标 %2:1）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cable</source>
        <translation>线缆</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Transceiver</source>
        <translation>光模块</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cables in all</source>
        <translation>线缆合计</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Network gear cost</source>
        <translation>网络设备费用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (some parts unpriced)</source>
        <translation>（部分部件无价格）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network gear power</source>
        <translation>网络设备功耗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 kW max</source>
        <translation>最大 %1 kW</translation>
    </message>
</context>
<context>
    <name>PaletteWidget</name>
    <message>
        <location filename="../widgets/palette/palettewidget.cpp" line="+119"/>
        <source>Filter by GPU memory, power, price, port speed and count, PCIe generation, form factor and interconnect</source>
        <translation>按 GPU 显存、功率、价格、端口速率和数量、PCIe 代数、外形规格和互连方式筛选</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Search parts (H100, 交换机, mem&gt;=80, speed&gt;=400 …)</source>
        <translation>搜索部件（H100、交换机、mem&gt;=80、speed&gt;=400 …）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Words match names first, then descriptions. Figures: mem&gt;=80 (GPU memory, GB), power&lt;=700 (W), price&lt;=20000, speed&gt;=400 (Gb/s), ports&gt;=64, pcie&gt;=5, u&lt;=2, ff=sxm5 (form factor), link=nvlink</source>
        <translation>关键词先匹配名称，再匹配说明。按参数筛选：mem&gt;=80（GPU 显存，GB）、power&lt;=700（W）、price&lt;=20000、speed&gt;=400（Gb/s）、ports&gt;=64、pcie&gt;=5、u&lt;=2、ff=sxm5（外形规格）、link=nvlink</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show one vendor&apos;s parts only</source>
        <translation>只显示某一厂商的部件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show one kind of part only</source>
        <translation>只显示某一类部件</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>All vendors</source>
        <translation>全部厂商</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>All kinds</source>
        <translation>全部类别</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Filters</source>
        <translation>筛选</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filters (%1)</source>
        <translation>筛选（%1）</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Mentioned in descriptions  (%1)</source>
        <translation>说明中提及  （%1）</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n part(s) · ≈ has estimated figures</source>
        <translation>
            <numerusform>%n 个部件 · ≈ 表示含估算数据</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PartDrop</name>
    <message>
        <location filename="../design/placement/partdrop.cpp" line="+20"/>
        <source>part &quot;%1&quot; is not in the catalog</source>
        <translation>部件“%1”不在部件库中</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>new %1 in row %2, place %3</source>
        <translation>新的 %1，位于第 %2 列第 %3 位</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>cables are not placed on the rack floor</source>
        <translation>线缆不能放置在机柜布局中</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>hall equipment goes on the hall plan (View &gt; Hall Plan)</source>
        <translation>机房设备应放在机房平面图上（视图 &gt; 机房平面图）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>drop a %1 onto a server</source>
        <translation>请将 %1 拖放到服务器上</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 into bay %2 of %3</source>
        <translation>%1，装入 %3 的槽位 %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>drop a %1 onto a rack</source>
        <translation>请将 %1 拖放到机柜上</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>0U %1 at the side of %2</source>
        <translation>0U %1，安装在 %2 侧面</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 at U%2 in %3</source>
        <translation>%1，位于 %3 的 U%2</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Install %1 in %2</source>
        <translation>在 %2 中安装 %1</translation>
    </message>
</context>
<context>
    <name>PartParser</name>
    <message>
        <location filename="../catalog/parts/partparser.cpp" line="+202"/>
        <location filename="../catalog/parts/partreader.h" line="+54"/>
        <location line="+28"/>
        <location line="+45"/>
        <location line="+13"/>
        <source>is missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <location filename="../catalog/parts/partreader.h" line="-81"/>
        <location line="+96"/>
        <source>must be a string</source>
        <translation>必须是字符串</translation>
    </message>
    <message>
        <location line="-84"/>
        <source>is too long (%1 characters, at most %2)</source>
        <translation>过长（%1 个字符，最多 %2 个）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>must be a number, not %1</source>
        <translation>必须是数字，而不是 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>must be a finite number</source>
        <translation>必须是有限数值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>must not be negative (%1)</source>
        <translation>不能为负数（%1）</translation>
    </message>
    <message>
        <location filename="../catalog/parts/partparser.cpp" line="+263"/>
        <location filename="../catalog/parts/partreader.h" line="+3"/>
        <source>is too large (%1, at most %2)</source>
        <translation>过大（%1，最大为 %2）</translation>
    </message>
    <message>
        <location filename="../catalog/parts/partreader.h" line="+9"/>
        <source>must be a whole number (%1)</source>
        <translation>必须是整数（%1）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>must be true or false</source>
        <translation>必须为 true 或 false</translation>
    </message>
    <message>
        <location filename="../catalog/parts/partparser.cpp" line="-27"/>
        <location filename="../catalog/parts/partreader.h" line="+19"/>
        <location line="+37"/>
        <source>must be an object</source>
        <translation>必须是对象</translation>
    </message>
    <message>
        <location filename="../catalog/parts/partreader.h" line="-24"/>
        <source>must be an array</source>
        <translation>必须是数组</translation>
    </message>
    <message>
        <location filename="../catalog/parts/partparser.cpp" line="-392"/>
        <location line="+37"/>
        <source>must be at least 1 (%1)</source>
        <translation>须至少为 1（%1）</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>must list &quot;infiniband&quot; or &quot;ethernet&quot; other than the protocol, not &quot;%1&quot;</source>
        <translation>只能列出协议以外的 &quot;infiniband&quot; 或 &quot;ethernet&quot;，不能是 &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>must be &quot;multimode&quot; or &quot;single-mode&quot;, not &quot;%1&quot;</source>
        <translation>须为“multimode”或“single-mode”，而不是“%1”</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>must be &quot;flat&quot; or &quot;finned&quot;, not &quot;%1&quot;</source>
        <translation>须为“flat”或“finned”，而不是“%1”</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>must be a positive number</source>
        <translation>须为正数</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>must be &quot;infiniband&quot; or &quot;ethernet&quot;, not &quot;%1&quot;</source>
        <translation>必须为 &quot;infiniband&quot; 或 &quot;ethernet&quot;，而不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>must divide the %1 ports into whole cages (%2)</source>
        <translation>须能把 %1 个端口整分到各笼位（%2）</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>is not a known precision</source>
        <translation>不是已知的精度</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>must be c14, c20 or busbar (%1)</source>
        <translation>必须是 c14、c20 或 busbar（%1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be c14 or c20 (%1)</source>
        <translation>必须是 c14 或 c20（%1）</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>&quot;%1&quot; is not a component kind</source>
        <translation>&quot;%1&quot; 不是组件类别</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>names no PCIe switch &quot;%1&quot;</source>
        <translation>引用的 PCIe 交换芯片 &quot;%1&quot; 不存在</translation>
    </message>
    <message>
        <location line="-40"/>
        <location line="+164"/>
        <location line="+52"/>
        <source>must be between 0 and 1 (%1)</source>
        <translation>必须介于 0 和 1 之间（%1）</translation>
    </message>
    <message>
        <location line="-159"/>
        <source>must be 1 or 3 (%1)</source>
        <translation>必须为 1 或 3（%1）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>must be delta or wye (%1)</source>
        <translation>必须是 delta 或 wye（%1）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>must be one of %1 for this PDU (%2)</source>
        <translation>对此 PDU 必须是 %1 之一（%2）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>hold %1 C13 and %2 C19 outlets but the PDU has %3 and %4</source>
        <translation>共有 %1 个 C13 和 %2 个 C19 插座，但 PDU 标称 %3 个和 %4 个</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>names &quot;%1&quot;, which is not in the contents</source>
        <translation>指定的“%1”不在组成部件中</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>capacity, read and write bandwidth must be above 0, min_systems at least 1</source>
        <translation>容量、读带宽和写带宽必须大于 0，min_systems 至少为 1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>must be cdu, rdhx, crah, inrow, ups or tapoff (%1)</source>
        <translation>必须为 cdu、rdhx、crah、inrow、ups 或 tapoff（%1）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>must be greater than 0</source>
        <translation>必须大于 0</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>must be one of %1 (%2)</source>
        <translation>必须为 %1 之一（%2）</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>part &quot;%1&quot;: %2 %3</source>
        <translation>部件“%1”：%2 %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+46"/>
        <source>part</source>
        <translation>部件</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>must not be empty</source>
        <translation>不能为空</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>must not hold a control character (U+%1)</source>
        <translation>不得包含控制字符（U+%1）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;%1&quot; is not a known kind</source>
        <translation>&quot;%1&quot; 不是已知类别</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>must be a three-letter currency code, not &quot;%1&quot;</source>
        <translation>必须是三字母币种代码，而不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>is too large (more than %1 bytes as JSON, unknown keys included, or nested more than 32 deep)</source>
        <translation>过大（JSON 超过 %1 字节（含未知键），或嵌套超过 32 层）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>is not a valid part</source>
        <translation>不是有效的部件</translation>
    </message>
</context>
<context>
    <name>PartPlacement</name>
    <message>
        <location filename="../design/placement/partplacement.cpp" line="+48"/>
        <source>unknown part %1</source>
        <translation>未知部件 %1</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>Add %n %1 rack(s)</source>
        <translation>
            <numerusform>添加 %n 个 %1 机柜</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30"/>
        <source>select a rack first: %1 goes into a rack</source>
        <translation>请先选择机柜：%1 需要装入机柜</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 has no %2 free units left for %3</source>
        <translation>%1 已没有可容纳 %3 的 %2 个连续空闲 U 位</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Add %1 to %2 at U%3</source>
        <translation>将 %1 添加到 %2 的 U%3</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Add %n × %1 to %2</source>
        <translation>
            <numerusform>将 %n × %1 添加到 %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>Fill the free bays of %1 with %n × %2</source>
        <translation>
            <numerusform>用 %n × %2 填满 %1 的空闲槽位</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Install %n × %1 in %2</source>
        <translation>
            <numerusform>在 %2 中安装 %n × %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="-23"/>
        <source>select a server first: %1 goes into a server&apos;s bays</source>
        <translation>请先选择服务器：%1 需要装入服务器槽位</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>select a rack to replicate</source>
        <translation>请选择要复制的机柜</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Replicate rack %1 %n time(s)</source>
        <translation>
            <numerusform>将机柜 %1 复制 %n 份</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PartRequirements</name>
    <message>
        <location filename="../catalog/parts/partrequirements.cpp" line="+41"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>PCIe Gen%1 x%2</source>
        <translation>PCIe Gen%1 x%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU memory</source>
        <translation>GPU 显存</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 GB %2</source>
        <translation>%1 GB %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>BF16 dense compute</source>
        <translation>BF16 稠密算力</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+3"/>
        <source>%1 TFLOPS</source>
        <translation>%1 TFLOPS</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>FP8 dense compute</source>
        <translation>FP8 稠密算力</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU interconnect</source>
        <translation>GPU 互联</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1, %2 GB/s</source>
        <translation>%1，%2 GB/s</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+19"/>
        <source>Host interface</source>
        <translation>主机接口</translation>
    </message>
    <message>
        <location line="-18"/>
        <location line="+15"/>
        <source>Form factor</source>
        <translation>外形规格</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Cores / threads</source>
        <translation>核心数 / 线程数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Socket</source>
        <translation>插槽</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PCIe lanes</source>
        <translation>PCIe 通道</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 x PCIe Gen%2</source>
        <translation>%1 条 PCIe Gen%2 通道</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 channels %2-%3</source>
        <translation>%1 通道 %2-%3</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+3"/>
        <location line="+16"/>
        <source>Capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type and speed</source>
        <translation>类型与速率</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1-%2</source>
        <translation>%1-%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 TB</source>
        <translation>%1 TB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interface</source>
        <translation>接口</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+3"/>
        <source>Ports</source>
        <translation>端口</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Managed</source>
        <translation>网管型</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rating</source>
        <translation>额定功率</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+52"/>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <location line="-51"/>
        <location line="+33"/>
        <source>Efficiency</source>
        <translation>效率</translation>
    </message>
    <message>
        <location line="-33"/>
        <location line="+19"/>
        <location line="+14"/>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>Inlet</source>
        <translation>输入接口</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+32"/>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <location line="-31"/>
        <location line="+32"/>
        <source>%1-phase %2 V %3 A</source>
        <translation>%1 相 %2 V %3 A</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>%1 kVA</source>
        <translation>%1 kVA</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outlets</source>
        <translation>输出插座</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 C13 + %2 C19</source>
        <translation>%1 个 C13 + %2 个 C19</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plug</source>
        <translation>插头</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Width x depth</source>
        <translation>宽 × 深</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 x %2 mm</source>
        <translation>%1 × %2 mm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power budget</source>
        <translation>功率预算</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+2"/>
        <location line="+11"/>
        <location line="+2"/>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Liquid cooling</source>
        <translation>液冷</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Power supplies</source>
        <translation>电源</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 x %2 W (%3)</source>
        <translation>%1 × %2 W（%3）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+14"/>
        <source>Airflow</source>
        <translation>风量</translation>
    </message>
    <message>
        <location line="-14"/>
        <location line="+14"/>
        <source>%1 CFM</source>
        <translation>%1 CFM</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Heat to liquid</source>
        <translation>液冷散热占比</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+17"/>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Rated output</source>
        <translation>额定输出</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cooling capacity</source>
        <translation>制冷量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rated approach</source>
        <translation>额定接近温差</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 K</source>
        <translation>%1 K</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Secondary flow</source>
        <translation>二次侧流量</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 L/min</source>
        <translation>%1 L/min</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Speed</source>
        <translation>速率</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 Gb/s</source>
        <translation>%1 Gb/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connector</source>
        <translation>连接器</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Length</source>
        <translation>长度</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+4"/>
        <source>%1 m</source>
        <translation>%1 m</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Fibre</source>
        <translation>光纤</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>single-mode</source>
        <translation>单模</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>multimode</source>
        <translation>多模</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reach</source>
        <translation>传输距离</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Height</source>
        <translation>高度</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1U</source>
        <translation>%1U</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Maximum power</source>
        <translation>最大功耗</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weight</source>
        <translation>重量</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 kg</source>
        <translation>%1 kg</translation>
    </message>
</context>
<context>
    <name>PartSummary</name>
    <message>
        <location filename="../catalog/parts/partsummary.cpp" line="+30"/>
        <source>IB</source>
        <translation>IB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ethernet</source>
        <translation>以太网</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Coolant distribution unit</source>
        <translation>冷量分配单元（CDU）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rear-door heat exchanger</source>
        <translation>背板换热器</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer room air handler</source>
        <translation>机房空调（CRAH）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In-row cooler</source>
        <translation>列间空调</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>UPS module</source>
        <translation>UPS 模块</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Busway tap-off</source>
        <translation>母线槽插接箱</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rack</source>
        <translation>机柜</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Server chassis</source>
        <translation>服务器机箱</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>System</source>
        <translation>整机系统</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NIC</source>
        <translation>网卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Switch</source>
        <translation>交换机</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PSU</source>
        <translation>电源</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PDU</source>
        <translation>PDU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cable / transceiver</source>
        <translation>线缆 / 光模块</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hall equipment</source>
        <translation>机房设备</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+20"/>
        <location line="+67"/>
        <location line="+2"/>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <location line="-87"/>
        <source>%1 GB %2</source>
        <translation>%1 GB %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cores</source>
        <translation>%1 核</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 x PCIe Gen%2</source>
        <translation>%1 条 PCIe Gen%2 通道</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 GB %2-%3</source>
        <translation>%1 GB %2-%3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 TB</source>
        <translation>%1 TB</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>PCIe Gen%1 x%2</source>
        <translation>PCIe Gen%1 x%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+15"/>
        <location line="+10"/>
        <location line="+3"/>
        <location line="+38"/>
        <source>%1U</source>
        <translation>%1U</translation>
    </message>
    <message>
        <location line="-63"/>
        <location line="+40"/>
        <source>%1% efficient</source>
        <translation>效率 %1%</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>%1 inlet</source>
        <translation>%1 输入口</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1-phase %2 V %3 A</source>
        <translation>%1 相 %2 V %3 A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 kVA</source>
        <translation>%1 kVA</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 C13 + %2 C19 in %n bank(s)</source>
        <translation>
            <numerusform>%1 个 C13 + %2 个 C19，分 %n 组</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 x %2 mm</source>
        <translation>%1 × %2 mm</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+11"/>
        <location line="+8"/>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>%1 kW liquid cooling</source>
        <translation>液冷 %1 kW</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 GPU bays</source>
        <translation>%1 个 GPU 槽位</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 x %2 W PSU (%3)</source>
        <translation>%1 × %2 W 电源（%3）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1% of the heat to liquid</source>
        <translation>%1% 热量由液冷带走</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1G</source>
        <translation>%1G</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 m</source>
        <translation>%1 m</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>at %1 K approach</source>
        <translation>接近温差 %1 K</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 L/min</source>
        <translation>%1 L/min</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 CFM</source>
        <translation>%1 CFM</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind</source>
        <translation>类别</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model</source>
        <translation>型号</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Part number</source>
        <translation>料号</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Description</source>
        <translation>描述</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Figures</source>
        <translation>主要参数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Height</source>
        <translation>高度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Weight</source>
        <translation>重量</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 kg</source>
        <translation>%1 kg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Max power</source>
        <translation>最大功耗</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Typical power</source>
        <translation>典型功耗</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>List price</source>
        <translation>目录价</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>your price</source>
        <translation>自定价格</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Estimated figures: %1</source>
        <translation>估算数据：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Added by you</source>
        <translation>用户添加</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>weight</source>
        <translation>重量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>max power</source>
        <translation>最大功耗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>typical power</source>
        <translation>典型功耗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chassis base power</source>
        <translation>机箱基础功耗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>power budget</source>
        <translation>功率预算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cooling budget</source>
        <translation>制冷预算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>static load limit</source>
        <translation>静态承重上限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>outlets</source>
        <translation>插座</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU link bandwidth</source>
        <translation>GPU 互联带宽</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PSU efficiency</source>
        <translation>电源效率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PSUs</source>
        <translation>电源</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>contents</source>
        <translation>内含部件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PCIe switches</source>
        <translation>PCIe 交换芯片</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>slot width</source>
        <translation>插槽宽度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>width</source>
        <translation>宽度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bays</source>
        <translation>槽位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>host link</source>
        <translation>主机链路</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TFLOPS</source>
        <translation>TFLOPS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>memory size</source>
        <translation>显存容量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>memory type</source>
        <translation>显存类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>form factor</source>
        <translation>外形规格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>height</source>
        <translation>高度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>outlet banks</source>
        <translation>插座分组</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>power inlet</source>
        <translation>电源输入口</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PSU inlet</source>
        <translation>电源输入口</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PSU rating</source>
        <translation>电源额定功率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PSU redundancy</source>
        <translation>电源冗余</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>input plug</source>
        <translation>输入插头</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>metering</source>
        <translation>计量方式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>liquid-cooled share</source>
        <translation>液冷占比</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>liquid cooling budget</source>
        <translation>液冷预算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PCIe lanes (1 CPU)</source>
        <translation>PCIe 通道（单 CPU）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PCIe lanes (2 CPUs)</source>
        <translation>PCIe 通道（双 CPU）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>driver name</source>
        <translation>驱动报告的名称</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>part number</source>
        <translation>料号</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ports</source>
        <translation>端口</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reach</source>
        <translation>传输距离</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rated approach</source>
        <translation>额定接近温差</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>coolant flow</source>
        <translation>冷却液流量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>airflow</source>
        <translation>风量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>efficiency</source>
        <translation>效率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>usable capacity</source>
        <translation>可用容量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>read bandwidth</source>
        <translation>读带宽</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>write bandwidth</source>
        <translation>写带宽</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../catalog/parts/partsummary.h" line="+19"/>
        <source>(estimated)</source>
        <translation>（估算）</translation>
    </message>
</context>
<context>
    <name>PartsDocument</name>
    <message>
        <location filename="../catalog/parts/partsdocument.cpp" line="+13"/>
        <source>%1: %2 bytes, more than a parts file may have (%3)</source>
        <translation>%1：%2 字节，超过部件文件允许的大小（%3）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: expected an object with a &quot;parts&quot; array</source>
        <translation>%1：应为包含 &quot;parts&quot; 数组的对象</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2 parts, more than a parts file may hold (%3)</source>
        <translation>%1：%2 个部件，超过部件文件允许的数量（%3）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: parts[%2]: %3</source>
        <translation>%1：parts[%2]：%3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: parts[%2]: part &quot;%3&quot;: id is used twice</source>
        <translation>%1：parts[%2]：部件“%3”：ID 重复</translation>
    </message>
</context>
<context>
    <name>PlanCommand</name>
    <message>
        <location filename="../app/cli/plancommand.cpp" line="+94"/>
        <source>%1 %2: expected a number from %3 to %4</source>
        <translation>%1 %2：应为 %3 到 %4 之间的数</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 %2: expected a whole number</source>
        <translation>%1 %2：应为整数</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>--arch %1: expected NAME=VALUE, got &quot;%2&quot;</source>
        <translation>--arch %1：应为 名称=数值，实际为 &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../app/cli/planprint.cpp" line="+15"/>
        <source>Model: %1, %2 B parameters (%3 B active)</source>
        <translation>模型：%1，参数量 %2 B（激活 %3 B）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  source: %1</source>
        <translation>  来源：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Inference on %1 x %2: %3 weights, batch %4, context %5 tokens</source>
        <translation>推理：%1 × %2，%3 权重，批大小 %4，上下文 %5 个 token</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>  per GPU: weights %1 GB, KV cache %2 GB (%3 bytes a token), total %4 GB</source>
        <translation>  每块 GPU：权重 %1 GB，KV 缓存 %2 GB（每个 token %3 字节），合计 %4 GB</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  largest batch at this context: %1; longest context at this batch: %2 tokens</source>
        <translation>  此上下文下最大批大小：%1；此批大小下最长上下文：%2 个 token</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>  upper bounds: decode %1 tokens/s for the batch (memory bandwidth), prefill %2 tokens/s (compute)</source>
        <translation>  上限：解码 %1 token/秒（整批，受显存带宽限制），预填充 %2 token/秒（受算力限制）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>  %1 GPUs hold %2 copies of the model: up to %3 tokens/s decoded in all</source>
        <translation>  %1 块 GPU 可容纳 %2 份模型副本：合计最多每秒解码 %3 个 token</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Training on %1 x %2: %3, %4, ZeRO-%5, dp %6 x tp %7 x pp %8, sequence %9</source>
        <translation>训练：%1 × %2，%3，%4，ZeRO-%5，数据并行 %6 × 张量并行 %7 × 流水线并行 %8，序列长度 %9</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>  software stack: %1 (%2)</source>
        <translation>  软件栈：%1（%2）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  per GPU: parameters %1 GB, gradients %2 GB, optimizer %3 GB, activations %4, total %5 GB</source>
        <translation>  每块 GPU：参数 %1 GB，梯度 %2 GB，优化器状态 %3 GB，激活值 %4，合计 %5 GB</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown (no architecture)</source>
        <translation>未知（无模型结构）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>  fits %1 (%2 GB): %3 GB to spare after the reserve</source>
        <translation>  可放入 %1（%2 GB）：扣除预留后剩余 %3 GB</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>  does not fit %1 (%2 GB): %3 GB short</source>
        <translation>  放不下 %1（%2 GB）：还差 %3 GB</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  smallest layout that fits: tp %1 x pp %2 (dp %3)</source>
        <translation>  能放下的最小并行方案：张量并行 %1 × 流水线并行 %2（数据并行 %3）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>  no tensor x pipeline layout of these GPUs fits</source>
        <translation>  这些 GPU 上没有能放下的张量 × 流水线并行方案</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compute: %1 FLOPs (%2); %3 days at %4% MFU of %5 TFLOPS; %6 GPU-hours</source>
        <translation>计算量：%1 FLOPs（%2）；按 %5 TFLOPS 的 %4% MFU 需 %3 天；%6 GPU 小时</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Megatron count</source>
        <translation>Megatron 公式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 x parameters x tokens</source>
        <translation>6 × 参数量 × token 数</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>  energy %1 kWh at the design&apos;s typical power and PUE, %2 %3</source>
        <translation>  按设计的典型功耗和 PUE 计，能耗 %1 kWh，电费 %2 %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>  %1 capped at %2 W (rated %3 W): compute at %4% of its rated speed (estimate)</source>
        <translation>  %1 功率上限 %2 W（额定 %3 W）：算力为额定速度的 %4%（估算）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>  %1</source>
        <translation>  %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Predicted step: %1 s (%2 micro-batches, %3 sequences): %4 tokens/s, %5 TFLOP/s per GPU, MFU %6%, HFU %7%</source>
        <translation>预测每步：%1 秒（%2 个微批，%3 个序列）：%4 token/秒，每块 GPU %5 TFLOP/s，MFU %6%，HFU %7%</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>  compute %1 s, tensor parallel %2 s, pipeline bubble %3 s, pipeline sends %4 s, data parallel (exposed) %5 s, context parallel %6 s, expert parallel %7 s, optimizer %8 s</source>
        <translation>  计算 %1 秒，张量并行 %2 秒，流水线气泡 %3 秒，流水线收发 %4 秒，数据并行（未被掩盖）%5 秒，上下文并行 %6 秒，专家并行 %7 秒，优化器 %8 秒</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>  per million tokens: %1 kWh, %2 %3 cost of ownership</source>
        <translation>  每百万 token：%1 kWh，总拥有成本 %2 %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Predicted per replica: first token %1 ms, prefill %2 tokens/s, decode %3 tokens/s for the batch, %4 tokens/s per GPU end to end</source>
        <translation>预测每个副本：首 token %1 毫秒，预填充 %2 token/秒，整批解码 %3 token/秒，端到端每块 GPU %4 token/秒</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>  in-flight batching: %1 requests running give %2 output tokens/s; the KV cache holds %3 requests in pages: %4 output tokens/s at that batch</source>
        <translation>  连续批处理：%1 个请求同时运行时输出 %2 token/秒；KV 缓存按分页可容纳 %3 个请求：该批大小下输出 %4 token/秒</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No catalog GPU holds this per-GPU need</source>
        <translation>部件库中没有 GPU 能满足此单卡需求</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fits on: %1</source>
        <translation>可放入：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Note: %1</source>
        <translation>注意：%1</translation>
    </message>
    <message>
        <location filename="../app/cli/plancommand.cpp" line="-100"/>
        <source>usage: cluster-workbench plan [DESIGN] (--params N | --arch K=V,... | --hf-config FILE | --model PRESET) [options]
model:
  --params N             parameters (7e9, 7B, 1.5T)
  --hf-config FILE       a Hugging Face config.json
  --arch K=V,...         its shape: hidden, layers, heads, kv_heads, intermediate, vocab, tied,
                         experts, experts_per_token (or config.json names)
  --model PRESET         a bundled model (--list-models lists them)
training (default):
  --tokens N             training tokens (1T, 300B): time, GPU-hours and energy
  --precision P          fp32, bf16 (default), fp16, fp8
  --optimizer O          adam (default), adamw, sgd, adam8bit
  --zero S               ZeRO stage 0-3 (default 0)
  --dp N --tp N --pp N   data, tensor and pipeline parallel degrees
  --cp N --ep N --vp N   context and expert parallel degrees, interleaved pipeline chunks
  --global-batch N       sequences per step (default 8 micro-batches per pipeline stage)
  --sequence-parallel    with tensor parallelism
  --seq N                sequence length (default 4096)
  --micro-batch N        micro-batch per GPU (default 1)
  --recompute R          none, selective (default), full
  --mfu F                a typed model FLOPs utilisation instead of the predicted speed
  --stack NAME           megatron (default), megatron-moe-overlap, torchtitan, deepspeed,
                         llm-foundry, dualpipe
  --capacity-factor F    an MoE&apos;s expert capacity (default 0: dropless)
calibration to a measured run (the plan&apos;s model, layout, GPUs and stack):
  --calibrate-log FILE   a Megatron-LM/NeMo or torchtitan log
  --calibrate-step S     or the measured step time in seconds [--calibration-date YYYY-MM-DD]
  --save-calibration     keep it in DESIGN (saved in place)
inference:
  --inference --batch N --context N [--precision fp32|bf16|fp8|int8|int4] [--kv-fp8]
GPUs:
  --gpus N               GPUs in all (default: the design&apos;s, else dp x tp x pp)
  --gpu PART             the GPU part (default: the design&apos;s)
  --reserve F            share of GPU memory kept free (default 0.1)
  --power-cap W          the GPU&apos;s power limit (nvidia-smi -pl; default: the design&apos;s, else rated)
without a design:
  --gpus-per-node N      GPUs on one NVLink domain (default 8; 4 for PCIe cards)
  --nic-gbps X           fabric Gb/s per GPU (default 400)
  --oversubscription R   fabric oversubscription above the leaves (default 1)
  --json                 the plan as JSON on stdout
  --lang en|zh_CN, --catalog PATH</source>
        <translation>用法：cluster-workbench plan [设计文件] (--params N | --arch K=V,... | --hf-config FILE | --model PRESET) [选项]
模型：
  --params N             参数量（7e9、7B、1.5T）
  --hf-config FILE       Hugging Face 的 config.json
  --arch K=V,...         模型结构：hidden、layers、heads、kv_heads、intermediate、vocab、tied、
                         experts、experts_per_token（或 config.json 中的字段名）
  --model PRESET         内置模型（--list-models 列出全部）
训练（默认）：
  --tokens N             训练 token 数（1T、300B）：时间、GPU 小时与能耗
  --precision P          fp32、bf16（默认）、fp16、fp8
  --optimizer O          adam（默认）、adamw、sgd、adam8bit
  --zero S               ZeRO 阶段 0-3（默认 0）
  --dp N --tp N --pp N   数据、张量与流水线并行度
  --cp N --ep N --vp N   上下文与专家并行度，交错流水线的虚拟阶段数
  --global-batch N       每步的序列数（默认：每个流水线阶段 8 个微批）
  --sequence-parallel    与张量并行一起使用
  --seq N                序列长度（默认 4096）
  --micro-batch N        每块 GPU 的微批大小（默认 1）
  --recompute R          none、selective（默认）、full
  --mfu F                手动指定模型算力利用率 MFU，代替预测的速度
  --stack NAME           megatron（默认）、megatron-moe-overlap、torchtitan、deepspeed、
                         llm-foundry、dualpipe
  --capacity-factor F    MoE 的专家容量因子（默认 0：无丢弃）
按实测运行校准（使用本次规划的模型、并行方案、GPU 和软件栈）：
  --calibrate-log FILE   Megatron-LM/NeMo 或 torchtitan 的日志
  --calibrate-step S     或实测的单步时间，单位为秒 [--calibration-date YYYY-MM-DD]
  --save-calibration     将校准保存到设计文件中（原地保存）
推理：
  --inference --batch N --context N [--precision fp32|bf16|fp8|int8|int4] [--kv-fp8]
GPU：
  --gpus N               GPU 总数（默认：设计中的，否则为 dp × tp × pp）
  --gpu PART             GPU 部件（默认：设计中的）
  --reserve F            预留的显存比例（默认 0.1）
  --power-cap W          GPU 的功率上限（nvidia-smi -pl；默认：设计中的，否则为额定功率）
无设计文件时：
  --gpus-per-node N      一个 NVLink 域内的 GPU 数（默认 8；PCIe 卡为 4）
  --nic-gbps X           每块 GPU 的网络带宽 Gb/s（默认 400）
  --oversubscription R   叶交换机之上的收敛比（默认 1）
  --json                 以 JSON 输出到标准输出
  --lang en|zh_CN, --catalog PATH</translation>
    </message>
    <message>
        <location line="+140"/>
        <source>typed</source>
        <translation>手动填写</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--calibration-date %1: expected YYYY-MM-DD</source>
        <translation>--calibration-date %1：应为 YYYY-MM-DD</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot calibrate: %1</source>
        <translation>无法校准：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--save-calibration needs a design with a workload</source>
        <translation>--save-calibration 需要含工作负载的设计</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>give the model once: --params N, --arch K=V,..., --hf-config FILE or --model PRESET</source>
        <translation>请只给出一种模型：--params N、--arch K=V,...、--hf-config FILE 或 --model PRESET</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>give the model: --params N, --hf-config FILE or --model PRESET (or a design with a workload)</source>
        <translation>请给出模型：--params N、--hf-config FILE 或 --model PRESET（或使用含工作负载的设计）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 B parameters</source>
        <translation>%1 B 参数</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the model of --arch</source>
        <translation>--arch 描述的模型</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--model %1: no such preset (--list-models lists them)</source>
        <translation>--model %1：没有此预设（--list-models 列出全部）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>--precision %1: expected fp32, bf16, fp16, fp8, int8 or int4</source>
        <translation>--precision %1：应为 fp32、bf16、fp16、fp8、int8 或 int4</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--precision %1: training takes fp32, bf16, fp16 or fp8</source>
        <translation>--precision %1：训练可用 fp32、bf16、fp16 或 fp8</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--optimizer %1: expected adam, adamw, sgd or adam8bit</source>
        <translation>--optimizer %1：应为 adam、adamw、sgd 或 adam8bit</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--recompute %1: expected none, selective or full</source>
        <translation>--recompute %1：应为 none、selective 或 full</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--stack %1: expected one of %2</source>
        <translation>--stack %1：应为以下之一：%2</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>--gpu %1: not a GPU part of the catalog</source>
        <translation>--gpu %1：不是部件库中的 GPU</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--power-cap needs a GPU: --gpu PART or a design with GPUs</source>
        <translation>--power-cap 需要 GPU：--gpu PART 或含 GPU 的设计</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--save-calibration needs --calibrate-log FILE or --calibrate-step S</source>
        <translation>--save-calibration 需要同时给出 --calibrate-log FILE 或 --calibrate-step S</translation>
    </message>
</context>
<context>
    <name>PowerCommand</name>
    <message>
        <location filename="../app/cli/powercommand.cpp" line="+18"/>
        <source>usage: cluster-workbench power import READINGS... DESIGN [--percentile P] [--device ID] [-o OUT] [--json] [--lang en|zh_CN] [--catalog PATH]</source>
        <translation>用法：cluster-workbench power import 读数文件... 设计文件 [--percentile P] [--device ID] [-o 输出] [--json] [--lang en|zh_CN] [--catalog 路径]</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>--percentile must be a number from 1 to 100, got %1</source>
        <translation>--percentile 必须为 1 到 100 之间的数字，实际为 %1</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>%1 (rack %2): %3, the %4th percentile of %n sample(s); peak %5 on %6 (%7)</source>
        <translation>
            <numerusform>%1（机柜 %2）：%3，取 %n 个样本的第 %4 百分位；峰值 %5，日期 %6（%7）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no reading matched a device of %1: name the device with --device ID</source>
        <translation>没有读数与 %1 中的设备匹配：请用 --device ID 指定设备</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1: the measured power of %n device(s) set; the planning basis is measured</source>
        <translation>
            <numerusform>%1：已设置 %n 台设备的实测功耗；规划基准为实测值</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PowerPanel</name>
    <message>
        <location filename="../widgets/power/powerpanel.cpp" line="+129"/>
        <source>&amp;Rack:</source>
        <translation>机柜(&amp;R)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feeds</source>
        <translation>供电路</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDU lines (current against the derated limit)</source>
        <translation>PDU 各相（电流对比降额后限值）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feed</source>
        <translation>供电路</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Load</source>
        <translation>负载</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>With the other feed lost</source>
        <translation>另一路失电时</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PDUs</source>
        <translation>PDU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDU</source>
        <translation>PDU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Line</source>
        <translation>相</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Other feed lost</source>
        <translation>另一路失电</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1 kW planned at %2 · circuits loaded to %3% · heat %4 kW to air, %5 kW to liquid (%6 L/min)</source>
        <translation>按%2规划 %1 kW · 回路负载率 %3% · 风冷散热 %4 kW，液冷散热 %5 kW（%6 L/min）</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+4"/>
        <source>%1 / %2 kW</source>
        <translation>%1 / %2 kW</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no other feed</source>
        <translation>无另一路</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 / %2 A</source>
        <translation>%1 / %2 A</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 A</source>
        <translation>%1 A</translation>
    </message>
</context>
<context>
    <name>PowerText</name>
    <message>
        <location filename="../widgets/power/powertext.h" line="+13"/>
        <source>vendor maximum</source>
        <translation>厂商最大值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>computed maximum</source>
        <translation>计算最大值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>typical</source>
        <translation>典型值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>measured</source>
        <translation>实测值</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Feed %1</source>
        <translation>%1 路</translation>
    </message>
</context>
<context>
    <name>PptxPackage</name>
    <message>
        <location filename="../app/report/pptxpackage.cpp" line="+28"/>
        <location line="+17"/>
        <source>%1: cannot open the presentation: %2</source>
        <translation>%1：无法打开演示文稿：%2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1: %2 entries in the ZIP, more than a presentation may have (%3)</source>
        <translation>%1：ZIP 中有 %2 个条目，超过演示文稿允许的数量（%3）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: entry %2 of the ZIP cannot be read: %3</source>
        <translation>%1：无法读取 ZIP 中的第 %2 项：%3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: the presentation unpacks to more than %2 MB (%3 is %4 bytes); it is refused before it is read</source>
        <translation>%1：演示文稿解压后超过 %2 MB（%3 为 %4 字节）；读取前已拒绝</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>%1: cannot start the ZIP: %2</source>
        <translation>%1：无法创建 ZIP：%2</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>%1: cannot read back the ZIP</source>
        <translation>%1：无法读回 ZIP</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>%1: %2 cannot be read: %3</source>
        <translation>%1：无法读取 %2：%3</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>%1: cannot add %2: %3</source>
        <translation>%1：无法添加 %2：%3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: cannot write the ZIP: %2</source>
        <translation>%1：无法写入 ZIP：%2</translation>
    </message>
</context>
<context>
    <name>PptxTemplateCheck</name>
    <message>
        <location filename="../app/report/pptxtemplatecheck.cpp" line="+46"/>
        <source>%1: the template&apos;s part %2 is %3 MB of XML, more than a template part may be (%4 MB); the template was not used</source>
        <translation>%1：模板的部件 %2 为 %3 MB 的 XML，超过模板部件允许的大小（%4 MB）；未使用该模板</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: the template&apos;s part %2 is not well-formed XML (line %3, column %4: %5); the template was not used. Open and save it again in PowerPoint or LibreOffice</source>
        <translation>%1：模板的部件 %2 不是格式正确的 XML（第 %3 行，第 %4 列：%5）；未使用该模板。请在 PowerPoint 或 LibreOffice 中打开并重新保存</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no element</source>
        <translation>没有元素</translation>
    </message>
</context>
<context>
    <name>PptxWriter</name>
    <message>
        <location filename="../app/report/pptxwriter.cpp" line="+137"/>
        <source>%1: not a PowerPoint presentation or template (no presentation part)</source>
        <translation>%1：不是 PowerPoint 演示文稿或模板（缺少演示文稿部件）</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1: %2, line %3: %4</source>
        <translation>%1：%2，第 %3 行：%4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: the template has no slide master with a layout</source>
        <translation>%1：模板中没有带版式的幻灯片母版</translation>
    </message>
</context>
<context>
    <name>QuoteDialog</name>
    <message>
        <location filename="../widgets/bom/quotedialog.cpp" line="+23"/>
        <source>Quote for %1</source>
        <translation>%1 的报价</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>List price:</source>
        <translation>目录价：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none in the catalog</source>
        <translation>目录中没有</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the list price</source>
        <translation>按目录价</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Quoted unit price:</source>
        <translation>报价单价：</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Discount:</source>
        <translation>折扣：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Supplier:</source>
        <translation>供应商：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Quote reference:</source>
        <translation>报价单号：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Quote date:</source>
        <translation>报价日期：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> weeks</source>
        <translation> 周</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lead time:</source>
        <translation>交期：</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Remove Quote</source>
        <translation>删除报价</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The unit price &quot;%1&quot; is not a price.</source>
        <translation>单价“%1”不是有效价格。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The currency is a three-letter ISO code, such as USD or CNY.</source>
        <translation>币种应为三个字母的 ISO 代码，如 USD 或 CNY。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The quote date &quot;%1&quot; is not a date written YYYY-MM-DD.</source>
        <translation>报价日期“%1”不是 YYYY-MM-DD 格式的日期。</translation>
    </message>
</context>
<context>
    <name>RackPowerView</name>
    <message>
        <location filename="../widgets/power/rackpowerview.cpp" line="+71"/>
        <source>Select a rack to see its power cabling</source>
        <translation>选择一个机柜以查看其供电布线</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 · feed %2</source>
        <translation>%1 · %2 路</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 / %2 kW</source>
        <translation>%1 / %2 kW</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2): %3 of %4 kW; with the other feed lost %5 kW</source>
        <translation>%1（%2）：%3 / %4 kW；另一路失电时 %5 kW</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Bank %1 · %2</source>
        <translation>第 %1 组 · %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Bank %1 (%2, %3 A breaker): %4 kW, %5 kW with the other feed lost, of %6 kW</source>
        <translation>第 %1 组（%2，%3 A 断路器）：%4 kW，另一路失电时 %5 kW，限值 %6 kW</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 %2 PSU %3</source>
        <translation>%1 %2 电源 %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Outlet %1 (%2): %3 PSU %4, %5 W</source>
        <translation>插座 %1（%2）：%3 电源 %4，%5 W</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Outlet %1 (%2): free</source>
        <translation>插座 %1（%2）：空闲</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Rack %1, rear</source>
        <translation>机柜 %1 背面</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Air %1 kW · liquid %2 kW</source>
        <translation>风冷 %1 kW · 液冷 %2 kW</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1: %2 W planned (%3)</source>
        <translation>%1：规划 %2 W（%3）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1:%2</source>
        <translation>%1:%2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>PSU %1 (%2): no free outlet</source>
        <translation>电源 %1（%2）：无空闲插座</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PSU %1 (%2) to %3 outlet %4 (%5), feed %6, %7; %8 W%9</source>
        <translation>电源 %1（%2）接 %3 插座 %4（%5），%6 路，%7；%8 W%9</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>, set by you</source>
        <translation>，由您指定</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>RackScene</name>
    <message>
        <location filename="../widgets/floor/rackscenebuild.cpp" line="+29"/>
        <source>U%1-U%2 · %3 W max · %4 W typical</source>
        <translation>U%1-U%2 · 最大 %3 W · 典型 %4 W</translation>
    </message>
    <message>
        <location line="+185"/>
        <location line="+10"/>
        <source>%1 of %2 kW</source>
        <translation>%1 / %2 kW</translation>
    </message>
    <message>
        <location line="-10"/>
        <location line="+11"/>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <location filename="../widgets/floor/rackscene.cpp" line="+153"/>
        <source>Drag a rack from the catalog here</source>
        <translation>从部件库拖一个机柜到这里</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drop a rack here to extend the row</source>
        <translation>将机柜拖放到此处以延长该列</translation>
    </message>
    <message>
        <location filename="../widgets/floor/rackscenedrop.cpp" line="+88"/>
        <location line="+21"/>
        <source>Cannot drop here: %1</source>
        <translation>无法放置到此处：%1</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Added %1</source>
        <translation>已添加 %1</translation>
    </message>
    <message>
        <location filename="../widgets/floor/rackscene.cpp" line="+85"/>
        <location line="+110"/>
        <source>drop it onto a rack</source>
        <translation>请将其拖放到机柜上</translation>
    </message>
    <message numerus="yes">
        <location line="-89"/>
        <source>move %n device(s) to %1</source>
        <translation>
            <numerusform>将 %n 台设备移至 %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>move %1 to U%2 in %3</source>
        <translation>将 %1 移至 %3 的 U%2</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+80"/>
        <location line="+10"/>
        <source>Cannot move here: %1</source>
        <translation>无法移动到此处：%1</translation>
    </message>
    <message numerus="yes">
        <location line="-72"/>
        <source>Move %n device(s) in %1 by %2 U</source>
        <translation>
            <numerusform>将 %1 中的 %n 台设备移动 %2 U</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/floor/racksceneedit.cpp" line="+60"/>
        <source>Delete %n item(s)</source>
        <translation>
            <numerusform>删除 %n 项</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Deleted %n item(s)</source>
        <translation>
            <numerusform>已删除 %n 项</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Select devices to duplicate</source>
        <translation>请先选择要创建副本的设备</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Duplicate %n device(s)</source>
        <translation>
            <numerusform>为 %n 台设备创建副本</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot duplicate %1: no free %2U space in %3</source>
        <translation>无法为 %1 创建副本：%3 中没有 %2U 的空闲空间</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Duplicated %n device(s)</source>
        <translation>
            <numerusform>已为 %n 台设备创建副本</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Cannot paste: %1</source>
        <translation>无法粘贴：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the clipboard holds no devices</source>
        <translation>剪贴板中没有设备</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>add a rack first</source>
        <translation>请先添加机柜</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Paste %n device(s)</source>
        <translation>
            <numerusform>粘贴 %n 台设备</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no free %1U space in %2 for %3</source>
        <translation>%2 中没有 %1U 的空闲空间可放置 %3</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Pasted %n device(s) into %1</source>
        <translation>
            <numerusform>已将 %n 台设备粘贴到 %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/floor/rackscenemoverack.cpp" line="+13"/>
        <location line="+35"/>
        <source>no rack %1</source>
        <translation>没有机柜 %1</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>%1 is already there</source>
        <translation>%1 已在此处</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>swap %1 and %2</source>
        <translation>交换 %1 与 %2 的位置</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to row %2, place %3</source>
        <translation>将 %1 移到第 %2 列第 %3 位</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Move rack %1</source>
        <translation>移动机柜 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swap racks %1 and %2</source>
        <translation>交换机柜 %1 与 %2</translation>
    </message>
    <message>
        <location filename="../widgets/floor/rackview.cpp" line="+115"/>
        <source>Row %1</source>
        <translation>第 %1 列</translation>
    </message>
</context>
<context>
    <name>RackStackChart</name>
    <message>
        <location filename="../widgets/charts/rackstackchart.cpp" line="+18"/>
        <source>%1 BTU/h</source>
        <translation>%1 BTU/h</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Heat per rack</source>
        <translation>各机柜发热量</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Power per rack</source>
        <translation>各机柜功耗</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>heat load by category against the cooling budget</source>
        <translation>按类别统计的热负荷与制冷预算对比</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AC input at maximum load by category against the power budget</source>
        <translation>按类别统计的满载交流输入功率与功率预算对比</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n rack(s) shown as one bar per row</source>
        <translation>
            <numerusform>%n 个机柜，按列合并为每列一根柱</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>the %n largest racks, the others as their mean</source>
        <translation>
            <numerusform>功耗最大的 %n 个机柜，其余取平均</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rack</source>
        <translation>机柜</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Row</source>
        <translation>机柜列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heat load (BTU/h)</source>
        <translation>热负荷（BTU/h）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Power (kW)</source>
        <translation>功耗（kW）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No racks in the design</source>
        <translation>设计中没有机柜</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Cooling budget</source>
        <translation>制冷预算</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Power budget</source>
        <translation>功率预算</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Total: %1</source>
        <translation>合计：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cooling budget: %1</source>
        <translation>制冷预算：%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Power budget: %1</source>
        <translation>功率预算：%1</translation>
    </message>
</context>
<context>
    <name>RackStackSeries</name>
    <message>
        <location filename="../design/charts/rackstackseries.cpp" line="+78"/>
        <source>Row %1</source>
        <translation>第 %1 列</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Row %1 (%n rack(s))</source>
        <translation>
            <numerusform>第 %1 列（%n 个机柜）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Others</source>
        <translation>其余</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n other rack(s), mean</source>
        <translation>
            <numerusform>其余 %n 个机柜的平均值</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Reliability</name>
    <message>
        <location filename="../design/reliability/failurerates.cpp" line="+82"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU HBM memory</source>
        <translation>GPU HBM 显存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU SRAM and system processor</source>
        <translation>GPU SRAM 与系统处理器</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>NIC</source>
        <translation>网卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Network switch</source>
        <translation>网络交换机</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cable and optic</source>
        <translation>线缆与光模块</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Power supply</source>
        <translation>电源</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host memory</source>
        <translation>主机内存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SSD</source>
        <translation>SSD</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Server chassis and host maintenance</source>
        <translation>服务器机箱与主机维护</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Software</source>
        <translation>软件</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Meta RSC-1 (A100, 2024)</source>
        <translation>Meta RSC-1（A100，2024）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Meta RSC-2 (A100, 2024)</source>
        <translation>Meta RSC-2（A100，2024）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Llama 3 405B (H100, 2024)</source>
        <translation>Llama 3 405B（H100，2024）</translation>
    </message>
    <message>
        <location filename="../design/reliability/goodputplan.cpp" line="+59"/>
        <source>the design has no storage system: the checkpoint&apos;s write and read times, the checkpoint interval and the effective training time need one (Workload &gt; Size the Storage, or type the site&apos;s storage bandwidth)</source>
        <translation>设计中没有存储系统：检查点的写入与读取时间、检查点间隔和有效训练时间都需要存储系统（工作负载 &gt; 存储规划，或填写现场存储的带宽）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>no storage: the checkpoint&apos;s write and read times, the checkpoint interval and the effective training time need a design with a storage system or the site&apos;s storage bandwidth (--storage-write-gbs)</source>
        <translation>没有存储：检查点的写入与读取时间、检查点间隔和有效训练时间需要设计中有存储系统，或提供现场存储的带宽（--storage-write-gbs）</translation>
    </message>
</context>
<context>
    <name>RenderCommand</name>
    <message>
        <location filename="../app/cli/rendercommand.cpp" line="+18"/>
        <source>usage: cluster-workbench render FILE -o OUT.(png|svg|pdf) [--lang en|zh_CN] [--rear] [--catalog PATH]
--rear: draw the racks from the rear</source>
        <translation>用法：cluster-workbench render FILE -o OUT.(png|svg|pdf) [--lang en|zh_CN] [--rear] [--catalog PATH]
--rear：绘制机柜背面视图</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>missing -o OUT.png, OUT.svg or OUT.pdf</source>
        <translation>缺少 -o OUT.png、OUT.svg 或 OUT.pdf</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: the output must end in .png, .svg or .pdf</source>
        <translation>%1：输出文件扩展名必须为 .png、.svg 或 .pdf</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: the design has no racks to render</source>
        <translation>%1：设计中没有可绘制的机柜</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>note: %1: %2</source>
        <translation>注意：%1：%2</translation>
    </message>
</context>
<context>
    <name>ReportCommand</name>
    <message>
        <location filename="../app/cli/reportcommand.cpp" line="+15"/>
        <source>usage: cluster-workbench report FILE --lang en|zh_CN -o OUT.pdf|OUT.pptx [--organisation NAME]
       [--date YYYY-MM-DD] [--front-only] [--compare OTHER.json] [--template FILE.pptx]
       [--catalog PATH]
-o: a PDF, or a PowerPoint deck (.pptx) with text, tables and charts the reader can edit
--template: the PowerPoint deck takes this presentation&apos;s or template&apos;s (.pptx, .potx) slide
  master, layouts, theme colours and fonts
--compare: a slide putting the design beside an alternative
--lang: the report&apos;s language (default en)
--organisation: shown on the cover and in the footer (default: the design&apos;s organisation)
--front-only: rack elevations without the rear view</source>
        <translation>用法：cluster-workbench report FILE --lang en|zh_CN -o OUT.pdf|OUT.pptx [--organisation NAME]
      [--date YYYY-MM-DD] [--front-only] [--compare OTHER.json] [--template FILE.pptx]
      [--catalog PATH]
-o：PDF，或 PowerPoint 演示文稿（.pptx），其中的文字、表格和图表均可编辑
--template：PowerPoint 演示文稿采用此演示文稿或模板（.pptx、.potx）的幻灯片
  母版、版式、主题颜色和字体
--compare：增加一页，将本方案与备选方案并列对比
--lang：报告语言（默认 en）
--organisation：显示在封面和页脚上的单位名称（默认：设计中设置的单位）
--front-only：机柜立面图只画正面，不含背面视图</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>missing -o OUT.pdf or -o OUT.pptx</source>
        <translation>缺少 -o OUT.pdf 或 -o OUT.pptx</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: the report is a PDF or a PowerPoint deck; the output must end in .pdf or .pptx</source>
        <translation>%1：报告为 PDF 或 PowerPoint 演示文稿，输出文件须以 .pdf 或 .pptx 结尾</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>--template is for the PowerPoint deck: write it with -o OUT.pptx</source>
        <translation>--template 仅用于 PowerPoint 演示文稿：请用 -o OUT.pptx 输出</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: no such template</source>
        <translation>%1：模板不存在</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: the template must be a PowerPoint presentation or template (.pptx, .potx)</source>
        <translation>%1：模板须为 PowerPoint 演示文稿或模板（.pptx、.potx）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--date takes a date as YYYY-MM-DD, e.g. 2024-06-30</source>
        <translation>--date 的日期格式为 YYYY-MM-DD，例如 2024-06-30</translation>
    </message>
</context>
<context>
    <name>ReportDeck</name>
    <message>
        <location filename="../app/report/reportstyle.h" line="+95"/>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../app/report/reporttableslides.cpp" line="+147"/>
        <source>Note</source>
        <translation>提示</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>InfiniBand</source>
        <translation>InfiniBand</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ethernet</source>
        <translation>以太网</translation>
    </message>
    <message>
        <location filename="../app/report/reportdeck.cpp" line="+70"/>
        <source>MMMM d, yyyy</source>
        <extracomment>Date on the cover and in the footer (QLocale date format)</extracomment>
        <translation>yyyy年M月d日</translation>
    </message>
    <message>
        <location filename="../app/report/reporttableslides.cpp" line="-116"/>
        <source>%1 and %2 more like it</source>
        <translation>%1 等（另有 %2 处相同）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Severity</source>
        <translation>级别</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Finding</source>
        <translation>问题</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Check</source>
        <translation>检查项</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Subtotal %1</source>
        <translation>%1 小计</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+17"/>
        <source>incomplete</source>
        <translation>不完整</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Subtotal</source>
        <translation>小计</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>In words: RMB %1</source>
        <translation>大写：人民币%1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>List (%1)</source>
        <translation>目录价（%1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quoted (%1)</source>
        <translation>报价（%1）</translation>
    </message>
    <message>
        <location filename="../app/report/reportoverviewslides.cpp" line="+289"/>
        <location filename="../app/report/reporttableslides.cpp" line="-36"/>
        <source>Total</source>
        <translation>总计</translation>
    </message>
    <message>
        <location filename="../app/report/reporttableslides.cpp" line="+26"/>
        <source>Part</source>
        <translation>部件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Part number</source>
        <translation>料号</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Description</source>
        <translation>描述</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Qty</source>
        <translation>数量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unit price (%1)</source>
        <translation>单价（%1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Amount (%1)</source>
        <translation>金额（%1）</translation>
    </message>
    <message>
        <location filename="../app/report/reportdeck.cpp" line="+15"/>
        <source>%1 (×%2)</source>
        <translation>%1（×%2）</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../app/report/reportoverviewslides.cpp" line="-248"/>
        <location line="+3"/>
        <location line="+2"/>
        <source>Procurement report</source>
        <translation>采购报告</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Executive summary</source>
        <translation>概要</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The workload it is sized for</source>
        <translation>集群规划所依据的工作负载</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Where the training step time goes</source>
        <translation>训练单步时间的构成</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reliability and goodput</source>
        <translation>可靠性与有效训练时间</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Alternatives considered</source>
        <translation>备选方案比较</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rack elevations</source>
        <translation>机柜立面图</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Power, cooling and space</source>
        <translation>供电、散热与空间</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Feeds, PDUs and phases</source>
        <translation>供电路、PDU 与相位</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The hall: capacity, limits and cooling</source>
        <translation>机房：容量、限制与制冷</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network and bandwidth</source>
        <translation>网络与带宽</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Network fabric: %1</source>
        <translation>网络：%1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Findings and risks</source>
        <translation>问题与风险</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Bill of materials</source>
        <translation>物料清单</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Compared with %1</source>
        <translation>与 %1 对比</translation>
    </message>
    <message>
        <location line="+192"/>
        <source>%1: the PDF came out empty</source>
        <translation>%1：生成的 PDF 为空</translation>
    </message>
    <message>
        <location filename="../app/report/reportoverviewslides.cpp" line="-10"/>
        <source>GPU cluster</source>
        <translation>GPU 集群</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Hardware, power, cooling, network and cost for purchasing approval</source>
        <translation>硬件、供电、散热、网络与成本，供采购审批</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Prepared with Cluster Workbench</source>
        <translation>由集群设计工作台生成</translation>
    </message>
    <message numerus="yes">
        <location line="+36"/>
        <source>incomplete: %n part(s) without price</source>
        <translation>
            <numerusform>不完整：%n 个部件无价格</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; includes estimates *</source>
        <translation>；含估算价格 *</translation>
    </message>
    <message>
        <location filename="../app/report/reportalternativesslide.cpp" line="+65"/>
        <source>%1%2% capital cost</source>
        <translation>资本支出 %1%2%</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1%2 days</source>
        <translation>%1%2 天</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1%2 kW</source>
        <translation>%1%2 kW</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Option</source>
        <translation>方案</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/report/reportoverviewslides.cpp" line="+11"/>
        <source>GPUs</source>
        <translation>GPU 数量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Days</source>
        <translation>天数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capital cost</source>
        <translation>采购成本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What it would change</source>
        <translation>相比本设计的变化</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1, %2:1 above the leaves</source>
        <translation>%1，叶交换机上行 %2:1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The best answers for the same workload by the same date: every GPU system of the catalog sized, checked and priced as a design of its own, at this design&apos;s power per rack, with the PDU strips each rack needs; none of these is both faster and cheaper than another.</source>
        <translation>相同工作负载、相同期限下的最佳方案：部件库中的每种 GPU 系统都按本设计的单机柜功率、连同每个机柜所需的 PDU 插排，单独作为一个设计进行规划、检查和计价；其中没有任何方案比另一方案既更快又更便宜。</translation>
    </message>
    <message>
        <location filename="../app/report/reportoverviewslides.cpp" line="+0"/>
        <source>%1 GB GPU memory</source>
        <translation>GPU 显存 %1 GB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PFLOPS BF16</source>
        <translation>PFLOPS BF16</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+2"/>
        <source>dense, no sparsity</source>
        <translation>稠密算力，不含稀疏加速</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>PFLOPS FP8</source>
        <translation>PFLOPS FP8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not supported by these GPUs</source>
        <translation>这些 GPU 不支持</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PFLOPS FP64</source>
        <translation>PFLOPS FP64</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>on Tensor Cores</source>
        <translation>基于 Tensor Core</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>vector</source>
        <translation>向量运算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power (max)</source>
        <translation>功耗（最大）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>typical %1 kW</source>
        <translation>典型 %1 kW</translation>
    </message>
    <message>
        <location filename="../app/report/reportcostslides.cpp" line="+28"/>
        <location filename="../app/report/reportdeck.cpp" line="-194"/>
        <source>Cost of ownership</source>
        <translation>总拥有成本</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Capital cost (bill of materials)</source>
        <translation>采购成本（物料清单）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Energy per year</source>
        <translation>年电费</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Facility per year</source>
        <translation>年机房费用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Support per year</source>
        <translation>年维保费用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total over %1 years</source>
        <translation>%1 年合计</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU-hours (%1 % utilised)</source>
        <translation>GPU 小时（利用率 %1 %）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost per GPU-hour</source>
        <translation>每 GPU 小时成本</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Per node and per rack</source>
        <translation>每节点与每机柜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count</source>
        <translation>数量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each (%1)</source>
        <translation>单价（%1）</translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../app/report/reportoverviewslides.cpp" line="+1"/>
        <source>Racks</source>
        <translation>机柜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to %2</source>
        <translation>%1 至 %2</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n line(s) at quoted prices: %1 %2 against %3 %2 at list.</source>
        <translation>
            <numerusform>%n 行按报价计：%1 %2，目录价为 %3 %2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n line(s), %1 %2, still rest on estimated prices: ask for quotes.</source>
        <translation>
            <numerusform>%n 行（%1 %2）仍为估算价：请询价。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Energy at %1 %2/kWh and PUE %3; capex spread over %4 years.</source>
        <translation>电价 %1 %2/kWh，PUE %3；采购成本按 %4 年分摊。</translation>
    </message>
    <message>
        <location filename="../app/report/reportalternativesslide.cpp" line="-24"/>
        <location filename="../app/report/reportcostslides.cpp" line="+18"/>
        <source>This design</source>
        <translation>本方案</translation>
    </message>
    <message>
        <location filename="../app/report/reportcostslides.cpp" line="+5"/>
        <source>Difference</source>
        <translation>差值</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>Bill of materials of %1 against %2: %n line(s) added,</source>
        <translation>
            <numerusform>%1 相对 %2 的物料清单：新增 %n 行，</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n removed,</source>
        <translation>
            <numerusform>删除 %n 行，</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n changed in quantity.</source>
        <translation>
            <numerusform>%n 行数量变化。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/report/reportoverviewslides.cpp" line="-27"/>
        <source>list prices</source>
        <translation>按目录价</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>quoted prices</source>
        <translation>按报价</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n line(s) at quoted prices, the rest at list prices</source>
        <translation>
            <numerusform>%n 行按报价，其余按目录价</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, incl. %2</source>
        <translation>%1，含%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, excl. tax</source>
        <translation>%1，不含税</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 of %2 U used</source>
        <translation>已用 %1 / %2 U</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total cost</source>
        <translation>总成本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost per GPU</source>
        <translation>单 GPU 成本</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>total cost / GPUs</source>
        <translation>总成本 / GPU 数量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost per PFLOPS</source>
        <translation>每 PFLOPS 成本</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>BF16 dense</source>
        <translation>BF16 稠密算力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Energy cost per year</source>
        <translation>年电费</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 MWh at PUE %2, %3/kWh</source>
        <translation>%1 MWh，PUE %2，电价 %3/kWh</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Not ready to order: the design has errors</source>
        <translation>暂不可下单：设计存在错误</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ready to order, with warnings to review</source>
        <translation>可以下单，但有警告需复核</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ready to order: every check passes</source>
        <translation>可以下单：全部检查通过</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Checks: %1, %2, %3 (see Findings and risks).</source>
        <translation>检查结果：%1，%2，%3（详见“问题与风险”）。</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location filename="../app/report/reporttableslides.cpp" line="+21"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n 个错误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location filename="../app/report/reporttableslides.cpp" line="+1"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n 个警告</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location filename="../app/report/reporttableslides.cpp" line="+1"/>
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n 条提示</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Compute is the peak dense throughput of the GPUs (no sparsity). Power is the AC input at full load; energy uses the typical load. Costs are in %1: suppliers&apos; quotes where the design has them, catalog list prices elsewhere; prices marked * are estimates.</source>
        <translation>算力为 GPU 的峰值稠密算力（不含稀疏加速）。功耗为满载时的交流输入功率；耗电量按典型负载计算。成本以 %1 计：有供应商报价的按报价，其余按部件库目录价；标 * 的价格为估算值。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Compute is the peak dense throughput of the GPUs (no sparsity). Power is the AC input at full load; energy uses the typical load. Costs are catalog list prices in %1; prices marked * are estimates.</source>
        <translation>算力为 GPU 的峰值稠密算力（不含稀疏加速）。功耗为满载时的交流输入功率；耗电量按典型负载计算。成本为部件库目录价，以 %1 计；标 * 的价格为估算值。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The design has no racks.</source>
        <translation>设计中没有机柜。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 alike</source>
        <translation>同型 %1 个</translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>%1 racks in %Ln build(s): racks built alike (the same parts in the same places) are drawn once, with their count.</source>
        <translation>
            <numerusform>%1 个机柜，共 %Ln 种配置：配置相同（同样的部件装在同样的位置）的机柜只画一次，并标明数量。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rack</source>
        <translation>机柜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Space (U)</source>
        <translation>空间（U）</translation>
    </message>
    <message>
        <location filename="../app/report/reportalternativesslide.cpp" line="-9"/>
        <location filename="../app/report/reportoverviewslides.cpp" line="+1"/>
        <source>Power (kW)</source>
        <translation>功耗（kW）</translation>
    </message>
    <message>
        <location filename="../app/report/reportoverviewslides.cpp" line="+1"/>
        <source>Budget (kW)</source>
        <translation>预算（kW）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load</source>
        <translation>负载率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heat (BTU/h)</source>
        <translation>发热量（BTU/h）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cooling (tons)</source>
        <translation>散热量（冷吨）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cooling budget (BTU/h)</source>
        <translation>制冷预算（BTU/h）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weight / limit (kg)</source>
        <translation>重量 / 上限（kg）</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Power is the AC input at full load; 1 kW = 3,412 BTU/h; 1 ton of cooling = 12,000 BTU/h. Weight includes the equipment, not the empty rack. Red: over budget.</source>
        <translation>功耗为满载时的交流输入功率；1 kW = 3,412 BTU/h；1 冷吨 = 12,000 BTU/h。重量只含设备，不含空机柜。红色：超出预算。</translation>
    </message>
    <message>
        <location filename="../app/report/reportnetworkslides.cpp" line="+11"/>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed</source>
        <translation>速率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host ports</source>
        <translation>主机端口</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Switch ports</source>
        <translation>交换机端口</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 Gb/s</source>
        <translation>%1 Gb/s</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The design has no network ports.</source>
        <translation>设计中没有网络端口。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Host ports are the NIC ports of the servers that need a switch port; switch ports are those the switches in the design offer. Red: fewer switch ports than host ports (the switches are outside the design or missing).</source>
        <translation>主机端口指服务器上需要连接交换机端口的网卡端口；交换机端口指设计中的交换机所提供的端口。红色：交换机端口少于主机端口（交换机不在本设计范围内或缺失）。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The fabric has no hosts.</source>
        <translation>该网络没有主机。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fabric</source>
        <translation>网络</translation>
    </message>
    <message>
        <location filename="../app/report/reportfacilityslide.cpp" line="+20"/>
        <source>Positions</source>
        <translation>机位</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>UPS (%1)</source>
        <translation>UPS（%1）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Air units</source>
        <translation>空调</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Floor (heaviest rack)</source>
        <translation>地板（最重机柜）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: limited by %2</source>
        <translation>%1：受限于%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The hall</source>
        <translation>机房</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cooling split of %1 kW of heat</source>
        <translation>%1 kW 热量的散热分布</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>liquid %1 kW (blue) · rear doors %2 kW (green) · room air %3 kW (amber)</source>
        <translation>液冷 %1 kW（蓝）· 背板换热器 %2 kW（绿）· 机房空气 %3 kW（橙）</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../app/report/reportgoodputslide.cpp" line="+103"/>
        <location filename="../app/report/reportnetworkslides.cpp" line="+0"/>
        <location filename="../app/report/reportworkloadslide.cpp" line="+63"/>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Capacity counted with its redundancy (N+1: one unit spare; 2N: one side). CDUs at the loop&apos;s approach to the facility water (ASHRAE %1); floor load over each rack&apos;s footprint; PUE at the typical IT load from the cooling chain (docs/facility.md).</source>
        <translation>容量按冗余计算（N+1：一台备用；2N：按单路）。CDU 按回路与设施水的接近温差计算（ASHRAE %1）；地面荷载按各机柜占地面积计算；PUE 按典型 IT 负载下的制冷链路计算（docs/facility.md）。</translation>
    </message>
    <message>
        <location filename="../app/report/reportnetworkslides.cpp" line="+3"/>
        <source>%1 (%2 to place)</source>
        <translation>%1（待放置 %2）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>rail-optimized</source>
        <translation>轨道优化</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>fat tree</source>
        <translation>胖树</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Technology</source>
        <translation>技术</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hosts</source>
        <translation>主机</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 nodes, %2 ports at %3 Gb/s</source>
        <translation>%1 个节点，%2 个 %3 Gb/s 端口</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Switch</source>
        <translation>交换机</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Leaf / spine / core</source>
        <translation>叶 / 脊 / 核心</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Links per tier</source>
        <translation>各层链路</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Oversubscription</source>
        <translation>收敛比</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cables</source>
        <translation>线缆</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Transceivers</source>
        <translation>光模块</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network gear (list)</source>
        <translation>网络设备（目录价）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>, incomplete</source>
        <translation>，不完整</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network gear power</source>
        <translation>网络设备功耗</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 kW max</source>
        <translation>最大 %1 kW</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Sized as NVIDIA&apos;s DGX SuperPOD reference architectures size their fabrics; every cable and module is in the bill of materials, and the installers&apos; cut-sheet lists each link with both ends.</source>
        <translation>按 NVIDIA DGX SuperPOD 参考架构的方法规划网络；每根线缆和每个光模块都列入物料清单，安装人员使用的布线表列出每条链路的两端。</translation>
    </message>
    <message>
        <location filename="../app/report/reporttableslides.cpp" line="+13"/>
        <source>No findings: the design passes every check.</source>
        <translation>未发现问题：设计通过了全部检查。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>* estimated price (no sourced list price).</source>
        <translation>* 估算价格（无可查证的目录价）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Green: the supplier&apos;s quoted price.</source>
        <translation>绿色：供应商报价。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prices in %1, rounded to cents.</source>
        <translation>价格以 %1 计，四舍五入到分。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The total leaves out parts without a price.</source>
        <translation>总计未包含无价格的部件。</translation>
    </message>
    <message>
        <location filename="../app/report/reportdeck.cpp" line="+151"/>
        <location line="+15"/>
        <source>Procurement report: %1</source>
        <translation>采购报告：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+17"/>
        <source>%1: cannot write the PDF</source>
        <translation>%1：无法写入 PDF</translation>
    </message>
    <message>
        <location line="-43"/>
        <location line="+37"/>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location filename="../app/report/reportcostslides.cpp" line="-28"/>
        <location filename="../app/report/reportfacilityslide.cpp" line="-15"/>
        <location filename="../app/report/reportgoodputslide.cpp" line="+0"/>
        <location filename="../app/report/reportworkloadslide.cpp" line="+0"/>
        <source>Figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <location filename="../app/report/reportpowerslide.cpp" line="+20"/>
        <source>PDU</source>
        <translation>PDU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feed</source>
        <translation>供电路</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load / capacity (kW)</source>
        <translation>负载 / 容量（kW）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other feed lost (kW)</source>
        <translation>另一路失电（kW）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line currents, other feed lost (A)</source>
        <translation>另一路失电时各相电流（A）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Limit (A)</source>
        <translation>限值（A）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>rack %1</source>
        <translation>机柜 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 racks like %2</source>
        <translation>与 %2 相同的 %1 个机柜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 kW at %3; heat %4 kW to air, %5 kW to liquid</source>
        <translation>%1：按%3 %2 kW；风冷散热 %4 kW，液冷散热 %5 kW</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (%1 L/min)</source>
        <translation>（%1 L/min）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>one feed</source>
        <translation>单路</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Circuits loaded to %1% of their rating; power factor 1. Each PSU is cabled to a PDU outlet, split between feeds A and B; the line currents are those with the other feed lost.</source>
        <translation>回路按额定值的 %1% 计算持续负载；功率因数按 1。每个电源都接到 PDU 插座，并分布在 A、B 两路；表中相电流为另一路失电时的数值。</translation>
    </message>
    <message>
        <location filename="../app/report/reportgoodputslide.cpp" line="-76"/>
        <source>Where the wall time goes</source>
        <translation>墙钟时间的去向</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>training kept</source>
        <translation>有效训练</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>work redone</source>
        <translation>重做的工作</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>checkpoints</source>
        <translation>检查点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>restarts</source>
        <translation>重启</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiting for repairs</source>
        <translation>等待维修</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: %2%</source>
        <translation>%1：%2%</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Interruptions expected in %1 days</source>
        <translation>%1 天内预计的中断</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interruptions expected a day</source>
        <translation>每天预计的中断</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Failure rates per part from Meta&apos;s Llama 3 405B run (arXiv 2407.21783, Table 5: 419 interruptions on 16,384 H100 in 54 days) and Alibaba HPN (SIGCOMM 2024) for links and switches, counted from this design&apos;s parts; interval by Young (1974) and Daly (2006); restart and repair times are estimates. Sources and formulas: docs/reliability.md.</source>
        <translation>各部件故障率取自 Meta 的 Llama 3 405B 训练（arXiv 2407.21783，表 5：16,384 块 H100 在 54 天内中断 419 次），链路与交换机的故障率取自阿里巴巴 HPN（SIGCOMM 2024），按本设计的部件数量计算；检查点间隔按 Young (1974) 和 Daly (2006) 计算；重启和维修时间为估算值。来源与公式：docs/reliability.md。</translation>
    </message>
    <message>
        <location filename="../app/report/reportworkloadslide.cpp" line="-9"/>
        <source>Estimates. Memory per GPU counts the weights, gradients, optimizer states and activations as ZeRO (Rajbhandari et al. 2020) and Korthikanti et al. (2022) do; the speed is predicted from the GPUs, their node and the fabric (Narayanan et al. 2021) unless an MFU is typed; inference speed is bounded by the GPUs&apos; compute and memory bandwidth.</source>
        <translation>估算值。每块 GPU 的显存按 ZeRO（Rajbhandari 等，2020）和 Korthikanti 等（2022）的方法计入权重、梯度、优化器状态和激活值；除非手动填写 MFU，速度由 GPU、其所在节点和网络预测（Narayanan 等，2021）；推理速度受 GPU 的算力和显存带宽限制。</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Predicted, layer by layer: the matrix multiplications at the efficiency their shapes reach on these GPUs, attention and memory-bound work, the tensor-parallel exchanges over the node&apos;s GPU links, the pipeline&apos;s idle share (p - 1) / (m v), and the gradients sent over the fabric less what overlaps the backward pass. The other bars change the design&apos;s fabric only.</source>
        <translation>逐层预测：矩阵乘法按其形状在这些 GPU 上可达到的效率计算，另计注意力和受内存带宽限制的运算、经节点内 GPU 互连的张量并行通信、流水线的空闲比例 (p - 1) / (m v)，以及经网络发送且未与反向传播重叠的梯度。其他各条只改变设计的网络。</translation>
    </message>
</context>
<context>
    <name>ReportDialog</name>
    <message>
        <location filename="../app/window/reportdialog.cpp" line="+16"/>
        <source>Draw each rack&apos;s rear next to its front</source>
        <translation>在每个机柜正面旁绘制其背面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export procurement report</source>
        <translation>导出采购报告</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>shown on the cover and in the footer</source>
        <translation>显示在封面和页脚</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Report language</source>
        <translation>报告语言</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Organisation</source>
        <translation>单位</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>optional: another design file</source>
        <translation>可选：另一个方案文件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Adds a slide putting this design beside the alternative</source>
        <translation>增加一页，将本方案与备选方案并列对比</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+18"/>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <location line="-16"/>
        <location line="+8"/>
        <source>Compare with</source>
        <translation>对比方案</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Cluster designs (*.json)</source>
        <translation>集群方案 (*.json)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>optional: your company&apos;s PowerPoint template</source>
        <translation>可选：本单位的 PowerPoint 模板</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The deck takes the template&apos;s slide master, layouts, theme colours and fonts</source>
        <translation>演示文稿采用模板的幻灯片母版、版式、主题颜色和字体</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>PowerPoint template</source>
        <translation>PowerPoint 模板</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PowerPoint presentations and templates (*.pptx *.potx)</source>
        <translation>PowerPoint 演示文稿和模板 (*.pptx *.potx)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Template</source>
        <translation>模板</translation>
    </message>
</context>
<context>
    <name>ReportExporter</name>
    <message>
        <location filename="../app/window/reportexporter.cpp" line="+32"/>
        <source>%1: cannot write in %2: %3</source>
        <translation>%1：无法在 %2 中写入：%3</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Rendering the procurement report…</source>
        <translation>正在生成采购报告…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rendering the procurement report… page %1 of %2</source>
        <translation>正在生成采购报告… 第 %1 / %2 页</translation>
    </message>
</context>
<context>
    <name>SafeFileNames</name>
    <message>
        <location filename="../design/handover/safefilenames.cpp" line="+54"/>
        <source>&quot;%1&quot; is written as %2, a name every file system takes and no other part has</source>
        <translation>“%1”写为 %2，这是所有文件系统都接受且不与其他部件重名的名称</translation>
    </message>
</context>
<context>
    <name>ScalingChart</name>
    <message>
        <location filename="../widgets/charts/scalingchart.cpp" line="+60"/>
        <source>Data-parallel scaling (estimate)</source>
        <translation>数据并行扩展性（估算）</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Data-parallel scaling (fitted to measurements)</source>
        <translation>数据并行扩展（按测量值拟合）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed-up</source>
        <translation>加速比</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Efficiency and communication share (%)</source>
        <translation>效率与通信开销占比（%）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No scaling data</source>
        <translation>无扩展性数据</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Ideal (linear)</source>
        <translation>理想（线性）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Speed-up (fitted)</source>
        <translation>加速比（拟合）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed-up (communication overlapped)</source>
        <translation>加速比（通信重叠）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed-up (no overlap)</source>
        <translation>加速比（无重叠）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Efficiency</source>
        <translation>效率</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Communication share</source>
        <translation>通信开销占比</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Overhead share (fitted)</source>
        <translation>开销占比（拟合）</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>this design: 1 node</source>
        <translation>本设计：1 个节点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this design: %1 nodes</source>
        <translation>本设计：%1 个节点</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>&lt;b&gt;Nodes: %1&lt;/b&gt;&lt;br&gt;speed-up %2×, efficiency %3%&lt;br&gt;overhead share %4% (fitted)</source>
        <translation>&lt;b&gt;节点数：%1&lt;/b&gt;&lt;br&gt;加速比 %2×，效率 %3%&lt;br&gt;开销占比 %4%（拟合）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Nodes: %1&lt;/b&gt;&lt;br&gt;speed-up %2×, efficiency %3%&lt;br&gt;step %4: communication %5, of which exposed %6&lt;br&gt;communication share %7%</source>
        <translation>&lt;b&gt;节点数：%1&lt;/b&gt;&lt;br&gt;加速比 %2×，效率 %3%&lt;br&gt;每步 %4：通信 %5，其中未重叠部分 %6&lt;br&gt;通信开销占比 %7%</translation>
    </message>
</context>
<context>
    <name>ScreenshotCommand</name>
    <message>
        <location filename="../app/cli/screenshotcommand.cpp" line="+28"/>
        <source>usage: cluster-workbench screenshot [FILE] -o OUT.png [--lang en|zh_CN] [--size WxH] [--select ID] [--tab floor|charts|bom|network|workload|steptime|power|hall] [--catalog PATH]</source>
        <translation>用法：cluster-workbench screenshot [文件] -o 输出.png [--lang en|zh_CN] [--size 宽x高] [--select ID] [--tab floor|charts|bom|network|workload|steptime|power|hall] [--catalog 路径]</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>--size takes WIDTHxHEIGHT in pixels, at least 200x150, e.g. 1600x1000</source>
        <translation>--size 取 宽x高（像素），至少 200x150，例如 1600x1000</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>--tab takes one of: %1</source>
        <translation>--tab 可取：%1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>--select %1: no rack or device with that id</source>
        <translation>--select %1：没有该 ID 的机柜或设备</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
</context>
<context>
    <name>SpecFilterBar</name>
    <message>
        <location filename="../widgets/palette/specfilterbar.cpp" line="+105"/>
        <source>any</source>
        <translation>不限</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>≥ %1 Gb/s</source>
        <translation>≥ %1 Gb/s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>≥ Gen%1</source>
        <translation>≥ 第 %1 代</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU &amp;memory ≥</source>
        <translation>GPU 显存 ≥(&amp;M)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Po&amp;wer ≤</source>
        <translation>功率 ≤(&amp;W)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>P&amp;rice ≤</source>
        <translation>价格 ≤(&amp;R)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Port s&amp;peed</source>
        <translation>端口速率(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;orts ≥</source>
        <translation>端口数 ≥(&amp;O)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PCIe &amp;gen</source>
        <translation>PCIe 代数(&amp;G)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Form &amp;factor</source>
        <translation>外形规格(&amp;F)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Interconnect</source>
        <translation>互连(&amp;I)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The list price, in the part&apos;s currency</source>
        <translation>目录价，以部件的币种计</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear Filters</source>
        <translation>清除筛选</translation>
    </message>
</context>
<context>
    <name>StepTimeChart</name>
    <message>
        <location filename="../widgets/charts/steptimechart.cpp" line="+25"/>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tensor parallel</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pipeline sends</source>
        <translation>流水线收发</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data parallel</source>
        <translation>数据并行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context parallel</source>
        <translation>上下文并行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Expert all-to-all</source>
        <translation>专家 all-to-all</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Where the step time goes</source>
        <translation>单步时间构成</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No prediction</source>
        <translation>无预测</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step: %1, %2 tokens/s, MFU %3%</source>
        <translation>单步：%1，%2 token/秒，MFU %3%</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <location filename="../design/plan/storageplan.cpp" line="+14"/>
        <source>the workload serves a model: Size the Storage sizes for a training run&apos;s checkpoints</source>
        <translation>该工作负载是模型推理服务：存储规划是按训练任务的检查点进行规划的</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the training run&apos;s checkpoint cannot be worked out</source>
        <translation>无法计算训练任务的检查点</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the catalog has no storage system</source>
        <translation>部件库中没有存储系统</translation>
    </message>
    <message>
        <location filename="../design/storage/designstorage.cpp" line="+111"/>
        <source>the storage systems are on no fabric that reaches the GPU nodes (add them to the storage fabric, or Workload &gt; Size the Storage)</source>
        <translation>存储系统不在任何连通 GPU 节点的网络上（请将其加入存储网络，或使用 工作负载 &gt; 存储规划）</translation>
    </message>
    <message>
        <location filename="../design/storage/storagesizer.cpp" line="+170"/>
        <source>%1 is not a storage system of the catalog</source>
        <translation>%1 不是部件库中的存储系统</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is not a rack of the catalog</source>
        <translation>%1 不是部件库中的机柜</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (%2 W) does not fit a %3 within %4 W</source>
        <translation>%1（%2 W）无法在 %4 W 以内装入 %3</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>%1&apos;s ports run no fabric of the design, and the GPU nodes have no free NIC of their kind for a storage fabric</source>
        <translation>%1 的端口不属于设计中的任何网络，且 GPU 节点没有同类的空闲网卡可用于存储网络</translation>
    </message>
</context>
<context>
    <name>StorageCommand</name>
    <message>
        <location filename="../app/cli/storagecommand.cpp" line="+20"/>
        <source>usage: cluster-workbench storage FILE [options] [-o OUT.json]
options:
  --system PART          the storage system to size with (default: the cheapest)
  --dataset-tb X         the training data in TB (default: the tokens as 32-bit ids)
  --checkpoints-kept N   checkpoints kept on the storage (default 5)
  --target-s S           one checkpoint written within S seconds (default 60)
  --json                 the options as JSON on stdout
  -o OUT.json            the design with the storage added
  --lang en|zh_CN, --catalog PATH</source>
        <translation>用法：cluster-workbench storage FILE [选项] [-o OUT.json]
选项：
  --system PART          用于规划的存储系统（默认：最便宜的）
  --dataset-tb X         训练数据量，单位 TB（默认：按 32 位 ID 存储的 token）
  --checkpoints-kept N   存储上保留的检查点数（默认 5）
  --target-s S           在 S 秒内写完一个检查点（默认 60）
  --json                 以 JSON 格式将各选项输出到标准输出
  -o OUT.json            添加了存储的设计
  --lang en|zh_CN, --catalog PATH</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>%1 has no workload: Size the Storage sizes for a training run</source>
        <translation>%1 没有工作负载：存储规划是按训练任务进行规划的</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>--dataset-tb %1: expected a number from 0 to 1e7</source>
        <translation>--dataset-tb %1：应为 0 到 1e7 之间的数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--target-s %1: expected a number from 1 to 86400</source>
        <translation>--target-s %1：应为 1 到 86400 之间的数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--checkpoints-kept %1: expected a whole number from 1 to 10000</source>
        <translation>--checkpoints-kept %1：应为 1 到 10000 之间的整数</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--system %1: not a storage system of the catalog</source>
        <translation>--system %1：不是部件库中的存储系统</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Need: %1 TB (dataset %2 TB, %3 checkpoints of %4 TB), %5 GB/s of writes (a checkpoint in %6 s), %7 GB/s of reads for the data</source>
        <translation>需求：%1 TB（数据集 %2 TB，%3 个 %4 TB 的检查点），写入 %5 GB/s（%6 秒写完一个检查点），数据读取 %7 GB/s</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 %2 x %3: %4 TB, %5 GB/s read, %6 GB/s write, %7 %8%9</source>
        <translation>%1 %2 x %3：%4 TB，读 %5 GB/s，写 %6 GB/s，%7 %8%9</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unpriced</source>
        <translation>未定价</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (sized on an estimate)</source>
        <translation>（按估算值规划）</translation>
    </message>
</context>
<context>
    <name>StorageDialog</name>
    <message>
        <location filename="../widgets/workload/storagedialog.cpp" line="+31"/>
        <source>checkpoint writes</source>
        <translation>检查点写入</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>data loading</source>
        <translation>数据加载</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Size the storage for the checkpoints and the data</source>
        <translation>为检查点和数据规划存储</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Checkpoints kept</source>
        <translation>保留的检查点数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Write a checkpoint within</source>
        <translation>检查点写入时限</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> TB</source>
        <translation> TB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the tokens as 32-bit ids</source>
        <translation>按 32 位 ID 存储的 token</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dataset</source>
        <translation>数据集</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Storage system</source>
        <translation>存储系统</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Systems</source>
        <translation>整机系统</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Write</source>
        <translation>写入</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sized by</source>
        <translation>规划依据</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>The checkpoint is %1 TB: %2 TB for the dataset and %3 checkpoints, %4 GB/s to write one within %5 s, %6 GB/s to read the training data. The design has %7 TB and %8 GB/s of writes already.</source>
        <translation>检查点为 %1 TB：数据集和 %3 个检查点需 %2 TB，在 %5 秒内写完一个检查点需 %4 GB/s，读取训练数据需 %6 GB/s。设计中已有 %7 TB 和 %8 GB/s 的写带宽。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source> (estimate)</source>
        <translation>（估算）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 TB</source>
        <translation>%1 TB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Choose a storage system</source>
        <translation>选择存储系统</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The design&apos;s storage already serves these targets.</source>
        <translation>设计中的存储已满足这些目标。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Adds %1 × %2 (%3 kW) in %4 new rack(s), on fabric %5. The job&apos;s nodes then write the checkpoint at %6 GB/s: %7 s.</source>
        <translation>添加 %1 × %2（%3 kW），放入 %4 个新机柜，接入网络 %5。作业节点随后写入检查点的速度为 %6 GB/s：%7 秒。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>—</source>
        <translation>—</translation>
    </message>
</context>
<context>
    <name>TcoModel</name>
    <message>
        <location filename="../design/cost/tco.cpp" line="+85"/>
        <source>Capital cost</source>
        <translation>采购成本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Electricity price</source>
        <translation>电价</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Facility cost per kW</source>
        <translation>每 kW 机房费用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Support share</source>
        <translation>维保比例</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Years of use</source>
        <translation>使用年限</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU utilisation</source>
        <translation>GPU 利用率</translation>
    </message>
</context>
<context>
    <name>TemplateLibrary</name>
    <message>
        <location filename="../design/templates/templatelibrary.cpp" line="+36"/>
        <location line="+47"/>
        <source>%1: cannot read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>a template needs a name</source>
        <translation>模板需要名称</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: cannot create the folder</source>
        <translation>%1：无法创建文件夹</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: cannot remove: %2</source>
        <translation>%1：无法删除：%2</translation>
    </message>
</context>
<context>
    <name>TemplatePlacement</name>
    <message>
        <location filename="../design/templates/templateplacement.cpp" line="+33"/>
        <source>select a rack to fill with %1</source>
        <translation>请选择要用 %1 填充的机柜</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 has no %2 free units left for %3</source>
        <translation>%1 已没有可容纳 %3 的 %2 个空闲 U 位</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>another %1 would take %2 to %3 kW, over its %4 kW power budget</source>
        <translation>再加一台 %1 会使 %2 达到 %3 kW，超过其 %4 kW 的功率预算</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>Fill %1 with %n × %2</source>
        <translation>
            <numerusform>在 %1 中放入 %n × %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 is a server template: fill a rack with it instead</source>
        <translation>%1 是服务器模板：请用它填充机柜</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Add rack %1 from the template %2</source>
        <translation>用模板 %2 添加机柜 %1</translation>
    </message>
</context>
<context>
    <name>TemplatesDialog</name>
    <message>
        <location filename="../widgets/templates/templatesdialog.cpp" line="+21"/>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Templates</source>
        <translation>模板</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Contents</source>
        <translation>内容</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>as many as fit</source>
        <translation>尽量放满</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copies of a server template to add to the selected rack, within its free units and its power budget</source>
        <translation>要加入所选机柜的服务器模板数量，以其空闲 U 位和功率预算为限</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copies:</source>
        <translation>数量：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Import…</source>
        <translation>导入…</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rack</source>
        <translation>机柜</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No templates yet. Select a configured server or a rack and choose Edit &gt; Save as Template…</source>
        <translation>还没有模板。选择一台配置好的服务器或一个机柜，然后选择“编辑 &gt; 保存为模板…”</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Fill Selected Rack</source>
        <translation>填充所选机柜</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Add Rack</source>
        <translation>添加机柜</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Import a template</source>
        <translation>导入模板</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+18"/>
        <source>Templates (*.json)</source>
        <translation>模板 (*.json)</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Imported %1</source>
        <translation>已导入 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Export the template</source>
        <translation>导出模板</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Delete Template</source>
        <translation>删除模板</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Delete the template %1?</source>
        <translation>删除模板 %1？</translation>
    </message>
</context>
<context>
    <name>TokenCount</name>
    <message>
        <location filename="../widgets/common/tokencount.cpp" line="+31"/>
        <location line="+3"/>
        <source>%1 trillion tokens</source>
        <translation>%1 万亿个 token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 hundred million tokens</source>
        <translation>%1 亿个 token</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 tokens</source>
        <translation>%1 个 token</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>%1 billion tokens</source>
        <translation>%1 十亿个 token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 million tokens</source>
        <translation>%1 百万个 token</translation>
    </message>
</context>
<context>
    <name>Workload</name>
    <message>
        <location filename="../design/plan/workloadplan.cpp" line="+32"/>
        <source>%1 is not a GPU of the catalog</source>
        <translation>%1 不是部件库中的 GPU</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 GPUs do not divide into tensor x pipeline groups of %2</source>
        <translation>%1 块 GPU 不能均分为每组 %2 块的张量 × 流水线并行组</translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>tensor parallel %1 spans nodes of %Ln GPU(s): its all-reduces in every layer cross the network; keep it within a node and split across nodes by pipeline or data parallel</source>
        <translation>
            <numerusform>张量并行 %1 跨越多个节点（每节点 %Ln 块 GPU）：其每层的 all-reduce 都要经过网络；请将其限制在节点内，跨节点改用流水线并行或数据并行</numerusform>
        </translation>
    </message>
    <message>
        <location line="+34"/>
        <source>the KV cache is left out: it needs the model&apos;s shape (a config.json or a preset)</source>
        <translation>未计入 KV 缓存：需要模型结构（config.json 或预设）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>activations are left out: they need the model&apos;s shape (a config.json or a preset)</source>
        <translation>未计入激活值：需要模型结构（config.json 或预设）</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>no GPU chosen: the training time needs one (--gpu PART or a design with GPUs)</source>
        <translation>未选择 GPU：计算训练时间需要 GPU（--gpu PART 或含 GPU 的设计）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has no TFLOPS figure for this precision in the catalog</source>
        <translation>部件库中 %1 没有此精度的 TFLOPS 数据</translation>
    </message>
    <message>
        <location filename="../design/performance/inferenceperformance.cpp" line="+126"/>
        <source>the serving speed needs the model&apos;s shape</source>
        <translation>推理速度需要模型结构</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the serving speed needs the GPU&apos;s peak TFLOPS and memory bandwidth</source>
        <translation>推理速度需要 GPU 的峰值 TFLOPS 与显存带宽</translation>
    </message>
    <message>
        <location filename="../design/performance/trainingperformance.cpp" line="+46"/>
        <source>the step time needs the model&apos;s shape</source>
        <translation>每步时间需要模型结构</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the step time needs the GPU&apos;s peak TFLOPS and memory bandwidth</source>
        <translation>每步时间需要 GPU 的峰值 TFLOPS 与显存带宽</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 GPUs do not divide into tensor x pipeline x context groups of %2</source>
        <translation>%1 块 GPU 无法分成每组 %2 块的张量 × 流水线 × 上下文并行组</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expert parallel %1 does not divide the %2 GPUs of a pipeline stage</source>
        <translation>专家并行 %1 不能整除一个流水线阶段的 %2 块 GPU</translation>
    </message>
    <message>
        <location line="+125"/>
        <source>the step time could not be worked out</source>
        <translation>无法算出每步时间</translation>
    </message>
    <message>
        <location filename="../design/performance/fabricvariants.cpp" line="+44"/>
        <source>as designed (%1:1, %2 GB/s per GPU)</source>
        <translation>按设计（%1:1，每卡 %2 GB/s）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>non-blocking (1:1)</source>
        <translation>无阻塞（1:1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2:1 above the leaves</source>
        <translation>叶交换机上行 2:1 收敛</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>half the rails (%1 GB/s per GPU)</source>
        <translation>轨道减半（每卡 %1 GB/s）</translation>
    </message>
    <message>
        <location filename="../design/performance/kernelfigures.cpp" line="+134"/>
        <source>Ampere</source>
        <translation>Ampere</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hopper</source>
        <translation>Hopper</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blackwell</source>
        <translation>Blackwell</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>other (Ampere&apos;s figures, an estimate)</source>
        <translation>其他（按 Ampere 的数据估算）</translation>
    </message>
    <message>
        <location filename="../design/performance/runlog.cpp" line="+61"/>
        <source>%1:%2: %3 &quot;%4&quot; is not a number</source>
        <translation>%1:%2：%3 “%4”不是数字</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1: no Megatron-LM (&quot;elapsed time per iteration (ms):&quot;) or torchtitan (&quot;step: ... tps: ...&quot;) line to read the run&apos;s speed from</source>
        <translation>%1：没有可读取运行速度的 Megatron-LM（“elapsed time per iteration (ms):”）或 torchtitan（“step: ... tps: ...”）日志行</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: the logged speed is zero</source>
        <translation>%1：日志中的速度为零</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: cannot read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: larger than 512 MB: not a training log</source>
        <translation>%1：大于 512 MB，不是训练日志</translation>
    </message>
    <message>
        <location filename="../design/performance/softwarestack.cpp" line="+103"/>
        <source>Megatron-Core / NeMo</source>
        <translation>Megatron-Core / NeMo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Megatron-Core / NeMo + MoE overlap</source>
        <translation>Megatron-Core / NeMo + MoE 通信重叠</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PyTorch FSDP2 / torchtitan</source>
        <translation>PyTorch FSDP2 / torchtitan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DeepSpeed ZeRO</source>
        <translation>DeepSpeed ZeRO</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>llm-foundry / Composer</source>
        <translation>llm-foundry / Composer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DeepSeek DualPipe</source>
        <translation>DeepSeek DualPipe</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cuDNN fused attention; gradient reduce-scatter, weight all-gather, tensor-parallel collectives and pipeline sends under compute; bf16 gradient reduction; fp8 with current scaling (MXFP8 on Blackwell); MoE all-to-all not overlapped (the default)</source>
        <translation>cuDNN 融合注意力；梯度 reduce-scatter、权重 all-gather、张量并行集合通信和流水线收发与计算重叠；bf16 梯度归约；fp8 采用实时缩放（Blackwell 上为 MXFP8）；MoE all-to-all 不与计算重叠（默认）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>As Megatron-Core / NeMo, and an MoE&apos;s all-to-all of one micro batch under the compute of another (overlap_moe_expert_parallel_comm, as the 26.x MoE recipes set it): with expert parallelism, interleaved pipeline stages where there is pipeline parallelism, and no full recomputation</source>
        <translation>同 Megatron-Core / NeMo，另将一个微批次的 MoE all-to-all 与另一个微批次的计算重叠（overlap_moe_expert_parallel_comm，26.x 版 MoE 配方的设置）：需启用专家并行；有流水线并行时需交错流水线阶段；不能使用完全重计算</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>FlashAttention-2 through SDPA; FSDP2 prefetches all-gathers and overlaps reduce-scatters; fp32 gradient reduction; tensor-parallel collectives exposed (async TP is opt-in); Float8 with tensorwise scaling; torch.compile fusions</source>
        <translation>FlashAttention-2（经由 SDPA）；FSDP2 预取 all-gather 并重叠 reduce-scatter；fp32 梯度归约；张量并行集合通信未被掩盖（异步 TP 需手动开启）；Float8 采用逐张量缩放；torch.compile 算子融合</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>FlashAttention-2; ZeRO with overlap_comm off (the default for stages 1 and 2): gradient reduction and pipeline sends in line; fp8 with delayed scaling</source>
        <translation>FlashAttention-2；ZeRO 关闭 overlap_comm（阶段 1 和 2 的默认设置）：梯度归约和流水线收发串行执行；fp8 采用延迟缩放</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>FlashAttention-2; FSDP full shard with forward and backward prefetch; fp32 gradient reduction (mixed precision DEFAULT); fp8 with delayed scaling</source>
        <translation>FlashAttention-2；FSDP 完全分片，启用前向与反向预取；fp32 梯度归约（混合精度 DEFAULT）；fp8 采用延迟缩放</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>DualPipe: expert all-to-all and pipeline sends hidden under the other micro batch&apos;s compute; fp8 with 1x128 and 128x128 block scaling; no tensor parallelism</source>
        <translation>DualPipe：专家 all-to-all 和流水线收发被另一个微批的计算掩盖；fp8 采用 1x128 和 128x128 分块缩放；不使用张量并行</translation>
    </message>
    <message>
        <location filename="../design/plan/runcalibration.cpp" line="+17"/>
        <source>a calibration needs a training workload</source>
        <translation>校准需要训练工作负载</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the measured run has no step time or speed</source>
        <translation>实测运行没有单步时间或速度</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the step time cannot be predicted</source>
        <translation>无法预测单步时间</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>the measured run takes %1 times the predicted step: more than %2x apart is another run (check the model, layout, GPUs and stack)</source>
        <translation>实测运行的单步时间是预测值的 %1 倍：相差超过 %2 倍即为另一种运行（请检查模型、并行方案、GPU 和软件栈）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>calibrated to your run of %1 (%2, x %3)</source>
        <translation>已按您 %1 的运行校准（%2，× %3）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>typed</source>
        <translation>手动填写</translation>
    </message>
</context>
<context>
    <name>WorkloadFigures</name>
    <message>
        <location filename="../widgets/workload/workloadfigures.cpp" line="+38"/>
        <location line="+49"/>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>&lt;b&gt;%1 per GPU.&lt;/b&gt; Choose a GPU (or add GPU servers) to see whether it fits.</source>
        <translation>&lt;b&gt;每卡 %1。&lt;/b&gt;请选择 GPU（或添加 GPU 服务器）以判断能否放下。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;span style=&apos;color:#2e7d32&apos;&gt;&lt;b&gt;Fits&lt;/b&gt;&lt;/span&gt; %1: %2 per GPU of %3 usable, %4 to spare.</source>
        <translation>&lt;span style=&apos;color:#2e7d32&apos;&gt;&lt;b&gt;可放入&lt;/b&gt;&lt;/span&gt; %1：每卡需要 %2，可用 %3，剩余 %4。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;span style=&apos;color:#c62828&apos;&gt;&lt;b&gt;Does not fit&lt;/b&gt;&lt;/span&gt; %1: %2 per GPU, %3 usable.</source>
        <translation>&lt;span style=&apos;color:#c62828&apos;&gt;&lt;b&gt;放不下&lt;/b&gt;&lt;/span&gt; %1：每卡需要 %2，可用 %3。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tensor %1 × pipeline %2 would fit.</source>
        <translation>张量并行 %1 × 流水线并行 %2 可以放下。</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Tensor parallel %1 spans nodes of %Ln GPU(s): its traffic leaves the node.</source>
        <translation>
            <numerusform>张量并行 %1 跨越多个节点（每节点 %Ln 块 GPU）：其通信流量离开了节点。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2 B parameters, %3 B active</source>
        <translation>%1：参数量 %2 B，激活 %3 B</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>KV cache per token</source>
        <translation>每 token 的 KV 缓存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 bytes</source>
        <translation>%1 字节</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+66"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location line="-65"/>
        <location line="+60"/>
        <source>Memory per GPU</source>
        <translation>每卡显存</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>weights %1 + KV cache %2 = %3</source>
        <translation>权重 %1 + KV 缓存 %2 = %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Largest batch at this context</source>
        <translation>此上下文下的最大批大小</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Longest context at this batch</source>
        <translation>此批大小下的最长上下文</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 tokens</source>
        <translation>%1 个 token</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time to first token</source>
        <translation>首 token 时延</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 ms (one prompt, predicted)</source>
        <translation>%1 毫秒（单个提示，预测值）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Decode, predicted</source>
        <translation>解码（预测）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 tokens/s per copy at batch %2; %3 tokens/s per GPU end to end</source>
        <translation>批大小 %2 时每份模型 %1 token/秒；端到端每卡 %3 token/秒</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Prefill, predicted</source>
        <translation>预填充（预测）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 prompt tokens/s per copy</source>
        <translation>每份模型 %1 提示 token/秒</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In-flight batching, predicted</source>
        <translation>连续批处理（预测）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 output tokens/s per copy with %2 requests running; the KV cache holds %3 in pages: %4 tokens/s</source>
        <translation>%2 个请求同时运行时每份模型输出 %1 token/秒；KV 缓存按分页可容纳 %3 个：%4 token/秒</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Decode, upper bound</source>
        <translation>解码速度上限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 tokens/s per copy (memory bandwidth)</source>
        <translation>每份模型 %1 token/秒（受显存带宽限制）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Prefill, upper bound</source>
        <translation>预填充速度上限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 tokens/s per copy (compute)</source>
        <translation>每份模型 %1 token/秒（受算力限制）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copies of the model</source>
        <translation>模型副本数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, up to %2 tokens/s decoded in all</source>
        <translation>%1 份，合计最多每秒解码 %2 个 token</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Layout</source>
        <translation>并行方案</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>data %1 × tensor %2 × pipeline %3, ZeRO-%4</source>
        <translation>数据并行 %1 × 张量并行 %2 × 流水线并行 %3，ZeRO-%4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>parameters %1, gradients %2, optimizer %3, activations %4: %5</source>
        <translation>参数 %1，梯度 %2，优化器状态 %3，激活值 %4：合计 %5</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Smallest layout that fits</source>
        <translation>能放下的最小并行方案</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tensor %1 × pipeline %2</source>
        <translation>张量并行 %1 × 流水线并行 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none on these GPUs</source>
        <translation>这些 GPU 上没有</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Software stack</source>
        <translation>软件栈</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Calibration</source>
        <translation>校准</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step time</source>
        <translation>单步时间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 s for %2 sequences (%3 micro-batches)</source>
        <translation>%2 条序列 %1 秒（%3 个微批）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Predicted speed</source>
        <translation>预测速度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 tokens/s, %2 TFLOP/s per GPU, MFU %3%, HFU %4%</source>
        <translation>%1 token/秒，每卡 %2 TFLOP/s，MFU %3%，HFU %4%</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Node and fabric</source>
        <translation>节点与网络</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 GPUs per node at %2 GB/s; %3 GB/s per GPU to the fabric, %4:1 above the leaves</source>
        <translation>每节点 %1 块 GPU，互联 %2 GB/s；每卡到网络 %3 GB/s，叶交换机上行 %4:1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Power limit</source>
        <translation>功率上限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 W of %2 W rated: compute at %3% of its rated speed (estimate)</source>
        <translation>%1 W（额定 %2 W）：算力为额定速度的 %3%（估算）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Per million tokens</source>
        <translation>每百万 token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 kWh, %2 cost of ownership</source>
        <translation>%1 kWh，总拥有成本 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Training compute</source>
        <translation>训练计算量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 FLOPs (%2)</source>
        <translation>%1 FLOPs（%2）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Megatron count</source>
        <translation>Megatron 公式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 × parameters × tokens</source>
        <translation>6 × 参数量 × token 数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 days at a typed %2% MFU of %3 TFLOPS</source>
        <translation>按手动填写的 MFU %2%（峰值 %3 TFLOPS）需 %1 天</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 days at the predicted speed and %2% effective training time (%3 without failures)</source>
        <translation>按预测速度和 %2% 的有效训练时间需 %1 天（无故障时 %3 天）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 days at the predicted speed</source>
        <translation>按预测速度需 %1 天</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 days at %2% MFU of %3 TFLOPS (an estimate: no prediction)</source>
        <translation>按 MFU %2%（峰值 %3 TFLOPS）需 %1 天（估算：无法预测）</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>data %1 × tensor %2 × pipeline %3</source>
        <translation>数据 %1 × 张量 %2 × 流水线 %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> × context %1</source>
        <translation> × 上下文 %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n GPU(s): %1</source>
        <translation>
            <numerusform>%n 块 GPU：%1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Inference: see the figures for its speed</source>
        <translation>推理：速度见下方指标</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose a GPU (or add GPU servers)</source>
        <translation>请选择 GPU（或添加 GPU 服务器）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The step time needs the model&apos;s shape (a bundled model or a config.json), not its size alone</source>
        <translation>单步时间需要模型结构（内置模型或 config.json），仅有参数量不够</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No prediction: see the notes below</source>
        <translation>无法预测：见下方说明</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>GPU-hours</source>
        <translation>GPU 小时</translation>
    </message>
    <message>
        <location line="-237"/>
        <source> config.json; </source>
        <translation> config.json；</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>model card: </source>
        <translation>模型卡：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> B activated per token</source>
        <translation> B 参数（每 token 激活）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> B active per token</source>
        <translation> B 参数（每 token 活跃）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> B parameters</source>
        <translation> B 参数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> T+ tokens</source>
        <translation> T+ token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> T tokens</source>
        <translation> T token</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>vocabulary of </source>
        <translation>词表大小 </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>technical report</source>
        <translation>技术报告</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>%1 in &lt;b&gt;%2 days&lt;/b&gt; on %3 GPUs.</source>
        <translation>%1，在 %3 块 GPU 上需 &lt;b&gt;%2 天&lt;/b&gt;。</translation>
    </message>
    <message>
        <location line="+182"/>
        <source>Energy and electricity</source>
        <translation>能耗与电费</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 kWh, %2</source>
        <translation>%1 kWh，%2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Fits on</source>
        <translation>可放入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no catalog GPU</source>
        <translation>部件库中没有合适的 GPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Note</source>
        <translation>提示</translation>
    </message>
</context>
<context>
    <name>WorkloadForm</name>
    <message>
        <location filename="../widgets/workload/workloadform.cpp" line="+214"/>
        <location line="+8"/>
        <location line="+72"/>
        <source>measured throughput</source>
        <translation>实测吞吐量</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Load a Hugging Face config.json</source>
        <translation>加载 Hugging Face 的 config.json</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model configuration (*.json)</source>
        <translation>模型配置 (*.json)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot read the model configuration</source>
        <translation>无法读取模型配置</translation>
    </message>
    <message>
        <location filename="../widgets/workload/workloadformedits.cpp" line="+44"/>
        <source>%1: cannot read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 on %2: %3</source>
        <translation>%1 在 %2 上：%3</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>%1 (changed)</source>
        <translation>%1（已修改）</translation>
    </message>
    <message>
        <location filename="../widgets/workload/workloadform.cpp" line="+41"/>
        <source>Model and goal</source>
        <translation>模型与目标</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model from:</source>
        <translation>模型来源：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a bundled model</source>
        <translation>内置模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its size only</source>
        <translation>仅参数量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its shape (or a config.json)</source>
        <translation>模型结构（或 config.json）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hidden size:</source>
        <translation>隐藏层维度：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layers:</source>
        <translation>层数：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attention heads:</source>
        <translation>注意力头数：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Key/value heads:</source>
        <translation>键/值头数：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MLP intermediate size:</source>
        <translation>MLP 中间层维度：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vocabulary:</source>
        <translation>词表大小：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Input and output embeddings tied</source>
        <translation>输入与输出嵌入共享</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Experts (MoE; 0: dense):</source>
        <translation>专家数（MoE；0 为稠密模型）：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Experts per token:</source>
        <translation>每 token 激活专家数：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model:</source>
        <translation>模型：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameters:</source>
        <translation>参数量：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load config.json…</source>
        <translation>加载 config.json…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shape:</source>
        <translation>结构：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goal:</source>
        <translation>目标：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>training</source>
        <translation>训练</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tokens (billions):</source>
        <translation>训练 token 数（十亿）：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none (no time)</source>
        <translation>无（不计算时间）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision:</source>
        <translation>精度：</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+67"/>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>BF16/FP16 mixed</source>
        <translation>BF16/FP16 混合精度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP8 mixed</source>
        <translation>FP8 混合精度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer:</source>
        <translation>优化器：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adam / AdamW</source>
        <translation>Adam / AdamW</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SGD with momentum</source>
        <translation>带动量的 SGD</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8-bit Adam</source>
        <translation>8 位 Adam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ZeRO stage:</source>
        <translation>ZeRO 阶段：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>0: none</source>
        <translation>0：不切分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1: optimizer states partitioned</source>
        <translation>1：切分优化器状态</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2: and gradients</source>
        <translation>2：再切分梯度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3: and parameters</source>
        <translation>3：再切分参数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Software stack:</source>
        <translation>软件栈：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How the training software runs the step: which attention kernel, what it overlaps, how it scales fp8 (the default: Megatron-Core / NeMo)</source>
        <translation>训练软件如何执行每一步：使用哪种注意力内核、哪些通信与计算重叠、fp8 如何缩放（默认：Megatron-Core / NeMo）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expert capacity factor (MoE):</source>
        <translation>专家容量因子（MoE）：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dropless</source>
        <translation>无丢弃</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each expert computes at most this many times its even share of the tokens, padded to it; dropless: every token is computed</source>
        <translation>每个专家最多计算其均分 token 数的这么多倍，并填充至该数量；无丢弃：每个 token 都会被计算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Calibrate to a Measured Run…</source>
        <translation>按实测运行校准…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit the prediction to a run of your own (a Megatron-LM or torchtitan log, or a measured step time) for this stack on this GPU</source>
        <translation>用您自己的一次运行（Megatron-LM 或 torchtitan 日志，或实测的单步时间）校准此软件栈在此 GPU 上的预测</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tensor parallel:</source>
        <translation>张量并行：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>⚠ Tensor parallel:</source>
        <translation>⚠ 张量并行：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pipeline parallel:</source>
        <translation>流水线并行：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Interleaved stages per pipeline rank:</source>
        <translation>每个流水线阶段的交错块数：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model chunks per pipeline rank (Narayanan et al.&apos;s v): the pipeline bubble shrinks by this factor, for more point-to-point traffic</source>
        <translation>每个流水线 rank 上的模型块数（Narayanan 等的 v）：流水线气泡按此倍数缩小，点对点通信相应增加</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Context parallel:</source>
        <translation>上下文并行：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sequence split over this many GPUs (ring attention), for long contexts</source>
        <translation>将序列切分到这么多块 GPU 上（环形注意力），用于长上下文</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert parallel (MoE):</source>
        <translation>专家并行（MoE）：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A mixture of experts&apos; experts split over this many GPUs of the data-parallel group</source>
        <translation>将混合专家模型的专家切分到数据并行组中这么多块 GPU 上</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Global batch (sequences):</source>
        <translation>全局批大小（序列数）：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sequences per optimizer step over all replicas; automatic: 8 micro-batches per pipeline stage and replica</source>
        <translation>所有副本每次优化器更新的序列数；自动：每个流水线阶段与副本 8 个微批</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sequence parallel:</source>
        <translation>序列并行：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on (with tensor parallel)</source>
        <translation>开启（需配合张量并行）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Norms and dropout split over the tensor-parallel GPUs (Korthikanti et al. 2022): less activation memory; needs tensor parallel</source>
        <translation>把归一化和 dropout 分到张量并行的各 GPU 上（Korthikanti 等，2022）：激活显存更少；需要张量并行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sequence length:</source>
        <translation>序列长度：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Micro-batch per GPU:</source>
        <translation>每卡微批大小：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Activation recomputation:</source>
        <translation>激活重计算：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>selective</source>
        <translation>选择性</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>full</source>
        <translation>完全</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type the MFU instead of predicting it</source>
        <translation>手动填写 MFU（不使用预测）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The step-time model predicts the speed from the GPUs, their node, the fabric and the layout; a typed MFU overrides it</source>
        <translation>单步时间模型根据 GPU、节点、网络与并行方式预测速度；手动填写的 MFU 将取代预测</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Typed MFU:</source>
        <translation>手动 MFU：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model FLOPs utilisation: the share of the GPUs&apos; dense peak the run achieves (large runs reach 35-45%)</source>
        <translation>模型算力利用率：训练实际达到的 GPU 稠密峰值算力比例（大规模训练可达 35-45%）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weights:</source>
        <translation>权重：</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+5"/>
        <source>BF16/FP16</source>
        <translation>BF16/FP16</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+5"/>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>INT8</source>
        <translation>INT8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>INT4</source>
        <translation>INT4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>KV cache:</source>
        <translation>KV 缓存：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Batch (sequences):</source>
        <translation>批大小（序列数）：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Context (tokens):</source>
        <translation>上下文（token）：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs per model copy:</source>
        <translation>每份模型的 GPU 数：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU:</source>
        <translation>GPU：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the design&apos;s (none)</source>
        <translation>设计中的（无）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the design&apos;s: %1</source>
        <translation>设计中的：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPUs used:</source>
        <translation>使用的 GPU 数：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all in the design (%1)</source>
        <translation>设计中全部（%1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory kept free:</source>
        <translation>预留显存：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power limit:</source>
        <translation>功率上限：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rated</source>
        <translation>额定</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No GPU to cap</source>
        <translation>没有可限制功率的 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 capped below its rated power (nvidia-smi -pl): its GEMMs run slower on its power-performance curve, and the design budgets it at the cap</source>
        <translation>%1 的功率被限制在额定功率以下（nvidia-smi -pl）：按其功耗-性能曲线，GEMM 运行变慢，设计也按该上限计算其功耗</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>For the CUDA context, the allocator&apos;s fragmentation and communication buffers</source>
        <translation>用于 CUDA 上下文、分配器碎片和通信缓冲区</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measured throughput</source>
        <translation>实测吞吐量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Samples or tokens per second at some node counts: the Scaling chart fits a communication model to them and projects further node counts.</source>
        <translation>若干节点数下每秒处理的样本或 token 数：扩展图表据此拟合通信模型，并推算更多节点时的表现。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Throughput per second</source>
        <translation>每秒吞吐量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
</context>
<context>
    <name>WorkloadMemoryChart</name>
    <message>
        <location filename="../widgets/charts/workloadmemorychart.cpp" line="+36"/>
        <source>Memory per GPU</source>
        <translation>每卡显存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>against %1 usable on %2</source>
        <translation>对比 %2 的可用显存 %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+52"/>
        <location line="+8"/>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>no GPU chosen</source>
        <translation>未选择 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GB per GPU</source>
        <translation>每卡 GB</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose a model</source>
        <translation>请选择模型</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+76"/>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location line="-76"/>
        <location line="+76"/>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <location line="-76"/>
        <location line="+79"/>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location line="-78"/>
        <location line="+79"/>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <location line="-79"/>
        <location line="+80"/>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <location line="-80"/>
        <location line="+82"/>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <location line="-79"/>
        <source>Inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ZeRO-%1</source>
        <translation>ZeRO-%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(chosen)</source>
        <translation>（当前）</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>usable %1</source>
        <translation>可用 %1</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>&lt;b&gt;Inference&lt;/b&gt;</source>
        <translation>&lt;b&gt;推理&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&lt;b&gt;ZeRO-%1&lt;/b&gt;</source>
        <translation>&lt;b&gt;ZeRO-%1&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <location line="+1"/>
        <location line="+1"/>
        <location line="+2"/>
        <source>%1: %2 GB</source>
        <translation>%1：%2 GB</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Total: %1 GB</source>
        <translation>合计：%1 GB</translation>
    </message>
</context>
<context>
    <name>WorkloadPanel</name>
    <message>
        <location filename="../widgets/workload/workloadpanel.cpp" line="+89"/>
        <source>Set the workload</source>
        <translation>设置工作负载</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Change the workload: %1</source>
        <translation>修改工作负载：%1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Remove the workload</source>
        <translation>移除工作负载</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Size a Cluster…</source>
        <translation>按负载规划集群…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add the nodes, racks and compute fabric this workload needs, as one undo step</source>
        <translation>添加此负载所需的节点、机柜和计算网络（一步撤销）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove Workload</source>
        <translation>移除工作负载</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory per GPU</source>
        <translation>每卡显存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step time</source>
        <translation>单步时间</translation>
    </message>
    <message numerus="yes">
        <location line="+37"/>
        <source>Tensor parallel %1 is more than a node&apos;s %Ln GPU(s): its all-reduces in every layer cross the network</source>
        <translation>
            <numerusform>张量并行 %1 超过单节点的 %Ln 块 GPU：其每层的 all-reduce 都要经过网络</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/cli/windowcommand.cpp" line="-31"/>
        <source>usage: cluster-workbench [FILE] [--catalog PATH]</source>
        <translation>用法：cluster-workbench [FILE] [--catalog PATH]</translation>
    </message>
    <message>
        <location line="-32"/>
        <location line="+23"/>
        <location line="+18"/>
        <location line="+7"/>
        <location line="+5"/>
        <source>Cluster Workbench</source>
        <translation>集群设计工作台</translation>
    </message>
    <message numerus="yes">
        <location line="-52"/>
        <source>The catalog lacks %n of your part(s) and %1 price override(s) that its backup holds.</source>
        <translation>
            <numerusform>部件库缺少备份中的 %n 个您的部件和 %1 个价格覆盖。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 was perhaps replaced by an older copy. Restore them from the backup %2, or remove them from the backup for good?</source>
        <translation>%1 可能被旧副本替换了。从备份 %2 恢复它们，还是从备份中永久删除它们？</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Restore Them</source>
        <translation>恢复(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Remove Them</source>
        <translation>删除(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decide &amp;Later</source>
        <translation>稍后决定(&amp;L)</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+7"/>
        <source>Cannot open the catalog: %1</source>
        <translation>无法打开部件库：%1</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="+24"/>
        <source>usage: cluster-workbench [FILE]
       cluster-workbench screenshot [FILE] -o OUT.png [--lang en|zh_CN] [--size WxH]
       cluster-workbench chart power|heat|bandwidth|allreduce|scaling FILE -o OUT.png ...
       cluster-workbench report FILE --lang en|zh_CN -o OUT.pdf ...
       cluster-workbench render FILE -o OUT.(png|svg|pdf) [--lang en|zh_CN] [--rear]
       cluster-workbench fabric FILE [--json] [--cutsheet OUT.csv|OUT.xlsx] ...
       cluster-workbench plan [FILE] (--params N | --hf-config FILE | --model PRESET) ...
       cluster-workbench explore [FILE] --model PRESET (--tokens N --days D | --gpu-count N) ...
       cluster-workbench storage FILE [--system PART] [--target-s S] [-o OUT.json] ...
       cluster-workbench catalog list|show|import|import-netbox|export|remove ...
       cluster-workbench export netbox|slurm|ansible|kubernetes FILE -o OUT ...
       cluster-workbench compare A.json B.json [--json] [-o OUT.pdf]
       cluster-workbench power import READINGS... DESIGN [--percentile P] [--device ID] [-o OUT]
common options: --catalog PATH   the catalog database to use</source>
        <translation>用法：cluster-workbench [FILE]
       cluster-workbench screenshot [FILE] -o OUT.png [--lang en|zh_CN] [--size WxH]
       cluster-workbench chart power|heat|bandwidth|allreduce|scaling FILE -o OUT.png ...
       cluster-workbench report FILE --lang en|zh_CN -o OUT.pdf ...
       cluster-workbench render FILE -o OUT.(png|svg|pdf) [--lang en|zh_CN] [--rear]
       cluster-workbench fabric FILE [--json] [--cutsheet OUT.csv|OUT.xlsx] ...
       cluster-workbench plan [FILE] (--params N | --hf-config FILE | --model PRESET) ...
       cluster-workbench explore [FILE] --model PRESET (--tokens N --days D | --gpu-count N) ...
       cluster-workbench storage FILE [--system PART] [--target-s S] [-o OUT.json] ...
       cluster-workbench catalog list|show|import|import-netbox|export|remove ...
       cluster-workbench export netbox|slurm|ansible|kubernetes FILE -o OUT ...
       cluster-workbench compare A.json B.json [--json] [-o OUT.pdf]
       cluster-workbench power import READINGS... DESIGN [--percentile P] [--device ID] [-o OUT]
通用选项：--catalog PATH   要使用的部件库数据库</translation>
    </message>
</context>
</TS>
