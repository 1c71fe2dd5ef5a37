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
        <location filename="../design/analysis/analyzer.cpp" line="+18"/>
        <source>InfiniBand</source>
        <translation>InfiniBand</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ethernet</source>
        <translation>以太网</translation>
    </message>
    <message>
        <location line="+60"/>
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
        <location filename="../design/analysis/deviceanalysis.cpp" line="+112"/>
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
    <message>
        <location line="+10"/>
        <source>%1 draws %2 but its %3 PSUs deliver %4</source>
        <translation>%1 功耗为 %2，但其 %3 个电源只能提供 %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 draws %2, more than the %3 usable under %4 redundancy: losing a PSU would shut it down</source>
        <translation>%1 功耗为 %2，超过 %4 冗余下的可用功率 %3：任一电源故障都会导致设备断电停机</translation>
    </message>
    <message>
        <location filename="../design/analysis/rackanalysis.cpp" line="+66"/>
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
        <location line="+69"/>
        <source>rack %1 draws %2, over its %3 power budget</source>
        <translation>机柜 %1 功耗为 %2，超出 %3 的功率预算</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>rack %1 gives off %2 to the air (%3 BTU/h), over its %4 air cooling budget</source>
        <translation>机柜 %1 向空气散热 %2（%3 BTU/h），超出其 %4 的风冷散热预算</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>rack %1 holds liquid-cooled equipment (%2 to liquid) but has no liquid cooling</source>
        <translation>机柜 %1 装有液冷设备（液冷散热 %2），但没有液冷能力</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>rack %1 gives off %2 to liquid (%3 L/min at %4 K rise), over its %5 liquid cooling budget</source>
        <translation>机柜 %1 液冷散热 %2（温升 %4 K 时流量 %3 L/min），超出其 %5 的液冷预算</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>rack %1 carries %2 kg, over its %3 kg static load limit</source>
        <translation>机柜 %1 承重 %2 kg，超出 %3 kg 的静态承重上限</translation>
    </message>
    <message>
        <location line="+5"/>
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
        <location filename="../design/power/rackpower.cpp" line="+234"/>
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
        <location line="+5"/>
        <source>rack %1: if feed %2 fails, %3 on feed %4 carries %5 (%6), over its limit of %7 per line (%8% of %9)</source>
        <translation>机柜 %1：若 %2 路失电，%4 路上的 %3 将承载 %5（%6），超出每相 %7 的限值（%9 的 %8%）</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1: if feed %2 fails, its %3 PSUs on the other feed deliver %4 for a %5 DC load</source>
        <translation>%1：若 %2 路失电，另一路上的 %3 个电源只能提供 %4，而直流负载为 %5</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>rack %1: %2 draws %3 on %4, over %5 (%6% of %7)</source>
        <translation>机柜 %1：%2 在 %4 上电流 %3，超出 %5（%7 的 %6%）</translation>
    </message>
    <message>
        <location line="+8"/>
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
        <location filename="../design/bom/bom.cpp" line="+310"/>
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
        <location line="+46"/>
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
        <location line="+167"/>
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
        <translation>每个优化器步的时间：</translation>
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
        <translation>用 %1 在 %2 上对该工作负载（其模型、并行布局与 GPU）的预测与您的运行相比较；两者之比随后用于缩放此 GPU 上 %1 的每一个预测，包括这里和“探索设计”中的预测。</translation>
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
        <translation>请选择该工作负载一次运行的日志。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>typed</source>
        <translation>手动输入</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Predicted %1 s a step, measured %2 s: every prediction of this stack on this GPU is scaled by %3 (%4).</source>
        <translation>预测每步 %1 秒，实测 %2 秒：此 GPU 上该软件栈的每一个预测都乘以 %3（%4）。</translation>
    </message>
</context>
<context>
    <name>CatalogCommand</name>
    <message>
        <location filename="../app/cli/catalogcommand.cpp" line="+36"/>
        <source>usage: cluster-workbench catalog list [--kind K] [--search TEXT] [--json]
       cluster-workbench catalog show ID [--json]
       cluster-workbench catalog import FILE
       cluster-workbench catalog import-netbox PATH... (device-type YAML files or folders)
       cluster-workbench catalog export FILE
       cluster-workbench catalog remove ID
options: --catalog PATH (or $CLUSTER_WORKBENCH_CATALOG) selects the catalog database</source>
        <translation>用法：cluster-workbench catalog list [--kind 类别] [--search 文本] [--json]
       cluster-workbench catalog show 编号 [--json]
       cluster-workbench catalog import 文件
       cluster-workbench catalog import-netbox 路径...（设备类型 YAML 文件或文件夹）
       cluster-workbench catalog export 文件
       cluster-workbench catalog remove 编号
选项：--catalog 路径（或 $CLUSTER_WORKBENCH_CATALOG）指定部件库数据库</translation>
    </message>
    <message>
        <location line="+19"/>
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
        <location line="+31"/>
        <source>unknown catalog action &quot;%1&quot;</source>
        <translation>未知的 catalog 操作“%1”</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1: cannot read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
    <message>
        <location line="+5"/>
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
        <location filename="../catalog/store/catalogstore.cpp" line="+116"/>
        <location line="+73"/>
        <location line="+107"/>
        <location line="+7"/>
        <location filename="../catalog/store/catalogstoreuserparts.cpp" line="+114"/>
        <location line="+15"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="-209"/>
        <source>%1: cannot open the catalog database: %2</source>
        <translation>%1：无法打开部件库数据库：%2</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>unknown SQLite error</source>
        <translation>未知的 SQLite 错误</translation>
    </message>
    <message>
        <location line="+44"/>
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
        <location line="+21"/>
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
        <location line="+16"/>
        <source>cannot update the backup of the user parts: %1</source>
        <translation>无法更新用户部件的备份：%1</translation>
    </message>
    <message>
        <location line="+35"/>
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
        <location filename="../catalog/store/catalogstore.cpp" line="+10"/>
        <location filename="../catalog/store/catalogstoreintegrity.cpp" line="+91"/>
        <location filename="../catalog/store/catalogstorerecovery.cpp" line="+30"/>
        <source>%1: cannot read the catalog: %2</source>
        <translation>%1：无法读取部件库：%2</translation>
    </message>
    <message>
        <location filename="../catalog/store/catalogstorerecovery.cpp" line="+22"/>
        <source>nothing was changed: cannot write the backup of the user parts: %1</source>
        <translation>未做任何更改：无法写入用户部件的备份：%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: cannot save the change: %2</source>
        <translation>%1：无法保存更改：%2</translation>
    </message>
    <message>
        <location filename="../catalog/store/catalogstoreuserparts.cpp" line="-97"/>
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
        <location line="+27"/>
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
    <message>
        <location filename="../app/cli/catalogsession.cpp" line="+16"/>
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <location filename="../catalog/store/catalogstoreintegrity.cpp" line="+79"/>
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
        <location line="+9"/>
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
        <location filename="../widgets/charts/chartview.cpp" line="+191"/>
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
        <location filename="../app/cli/checkcommand.cpp" line="+36"/>
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
        <location line="+11"/>
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
        <location line="+19"/>
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
        <location filename="../design/file/designfile.cpp" line="+93"/>
        <location filename="../design/file/designreader.h" line="+67"/>
        <location line="+9"/>
        <location line="+69"/>
        <location filename="../design/file/runfile.cpp" line="+52"/>
        <location filename="../design/file/workloadfile.cpp" line="+71"/>
        <location line="+87"/>
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
        <location filename="../design/file/designfile.cpp" line="-59"/>
        <source>must be a JSON object, got %1</source>
        <translation>必须是 JSON 对象，实际为 %1</translation>
    </message>
    <message>
        <location filename="../design/file/designreader.h" line="+12"/>
        <source>appears more than once</source>
        <translation>出现了不止一次</translation>
    </message>
    <message>
        <location filename="../design/file/designfile.cpp" line="+52"/>
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
        <location line="+16"/>
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
        <location line="+56"/>
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
        <location filename="../design/file/runfile.cpp" line="-6"/>
        <location filename="../design/file/workloadfile.cpp" line="-123"/>
        <location line="+41"/>
        <location line="+56"/>
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
        <location filename="../design/file/runfile.cpp" line="-7"/>
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
        <location filename="../design/file/workloadfile.cpp" line="-124"/>
        <source>must be true or false, got %1</source>
        <translation>必须是 true 或 false，实际为 %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>must give one of preset, parameters or config</source>
        <translation>必须给出 preset、parameters 或 config 之一</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown model preset %1</source>
        <translation>未知的模型预设 %1</translation>
    </message>
    <message>
        <location line="+106"/>
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
        <location line="+10"/>
        <source>must be a date written YYYY-MM-DD, got %1</source>
        <translation>必须是 YYYY-MM-DD 格式的日期，实际为 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>says nothing: give a unit price, a discount, a supplier, a reference or a lead time</source>
        <translation>内容为空：请填写单价、折扣、供应商、报价单号或交期</translation>
    </message>
    <message>
        <location filename="../design/file/runfile.cpp" line="+20"/>
        <source>must be a date as YYYY-MM-DD, got %1</source>
        <translation>应为 YYYY-MM-DD 格式的日期，实际为 %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a second calibration of %1 on %2</source>
        <translation>%2 上 %1 的第二个校准</translation>
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
        <location line="+30"/>
        <source>%1: cannot write: %2</source>
        <translation>%1：无法写入：%2</translation>
    </message>
</context>
<context>
    <name>DurableFolder</name>
    <message>
        <location filename="../catalog/durablefolder.cpp" line="+59"/>
        <source>%1: cannot write: %2</source>
        <translation>%1：无法写入：%2</translation>
    </message>
    <message>
        <location line="+5"/>
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
    <name>ElevationRenderer</name>
    <message>
        <location filename="../widgets/floor/elevationrenderer.cpp" line="+131"/>
        <source>FRONT</source>
        <translation>正面</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>REAR</source>
        <translation>背面</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 / %2 kW · %3/%4U · %5 kg</source>
        <translation>%1 / %2 kW · %3/%4U · %5 kg</translation>
    </message>
    <message numerus="yes">
        <location line="+128"/>
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
    <message numerus="yes">
        <location filename="../app/report/elevationsheet.cpp" line="+84"/>
        <source>%1: %n rack(s) side by side would be %2 x %3 pixels, past the %4 a PNG may have; write an SVG or PDF instead</source>
        <translation>
            <numerusform>%1：%n 个机柜并排将达 %2 x %3 像素，超过 PNG 允许的 %4；请改为导出 SVG 或 PDF</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: cannot encode the PNG</source>
        <translation>%1：无法编码 PNG 图像</translation>
    </message>
</context>
<context>
    <name>ExploreChart</name>
    <message>
        <location filename="../widgets/charts/explorechart.cpp" line="+39"/>
        <source>Time against capital cost</source>
        <translation>训练时间与资本支出</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>colour: power, blue %1 kW to red %2 kW</source>
        <translation>颜色表示功率：蓝 %1 kW 至红 %2 kW</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <location line="+27"/>
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
        <location line="+29"/>
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
        <location filename="../app/cli/explorecommand.cpp" line="+30"/>
        <source>usage: cluster-workbench explore [DESIGN] (--model PRESET | --hf-config FILE) (--tokens N --days D | --serve-tokens-per-s Q | --gpu-count N) [options]
  DESIGN               its workload and settings (currency, prices, PUE) are the starting point
  --model PRESET       a bundled model (plan --list-models); --hf-config FILE: a config.json
  --tokens N           training tokens (1T, 300B); --days D: the deadline
  --serve-tokens-per-s Q  serve Q output tokens per second instead of training; with
                       --ttft-s T (the first token within T seconds), --batch N and --context N
                       (per replica; default 32 and 4096)
  --gpu-count N        a fixed cluster size instead of a deadline
  --budget X           capital cost limit, in the design&apos;s currency (default USD)
  --power-kw P         total IT power limit at maximum load
  --rack-kw R          power budget of each rack (default 40)
  --floor-positions N  rack positions on the floor, at most
  --row-length N       rack positions per row (default: the racks in one row)
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
        <translation>用法：cluster-workbench explore [设计] (--model 预设 | --hf-config 文件) (--tokens N --days D | --serve-tokens-per-s Q | --gpu-count N) [选项]
  设计                 以其工作负载和设置（币种、价格、PUE）为起点
  --model 预设         内置模型（plan --list-models）；--hf-config 文件：config.json
  --tokens N           训练 token 数（1T、300B）；--days D：期限（天）
  --serve-tokens-per-s Q  推理服务：每秒输出 Q 个 token，代替训练；可加
                       --ttft-s T（首 token 在 T 秒内）、--batch N 和 --context N
                       （每个副本；默认 32 和 4096）
  --gpu-count N        固定集群规模（GPU 数），代替期限
  --budget X           资本支出上限，以设计的币种计（默认 USD）
  --power-kw P         满载时 IT 总功率上限
  --rack-kw R          每个机柜的功率预算（默认 40）
  --floor-positions N  机房可用机位数上限
  --row-length N       每排机位数（默认：所有机柜排成一排）
  --systems A,B,...    候选：部件库中的 GPU 整机、设计中已配置的 GPU 服务器的编号，
                       或模板库中服务器模板的名称（默认：全部 GPU 整机、全部此类
                       服务器和全部此类模板）
  --cooling air,rdhx,liquid  机房可提供的机柜散热方式（默认：三种都有；rdhx：
                       背板换热器）
  --fabric infiniband,ethernet  要尝试的计算网络技术（默认：两者）
  --oversubscription 1,2  要尝试的网络收敛比（默认 1,2）
  --precision bf16|fp8, --seq N   训练设置
  --global-batch N     每步的序列数：给定后比较所有放得下的并行方案，
                       选出所需 GPU 最少的（默认：最小的方案）
  --save-dir 目录      将每个方案写成设计文件存入该目录
  --json               以 JSON 输出全部方案到标准输出
  --lang en|zh_CN, --catalog 路径</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1 %2: expected a positive number</source>
        <translation>%1 %2：应为正数</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>%1 %2, %3:1: %4 GPUs (%5 replicas of %6), %7 tokens/s, first token %8 s, %9, %10 kW</source>
        <translation>%1 %2，%3:1：%4 个 GPU（%5 个副本，每个 %6 个 GPU），%7 token/s，首 token %8 秒，%9，%10 kW</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 %2, %3:1: %4 GPUs (tp %5 x pp %6), %7 days, %8, %9 kW</source>
        <translation>%1 %2，%3:1：%4 块 GPU（张量 %5 × 流水线 %6），%7 天，%8，%9 kW</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>* on the front: no other feasible variant answers sooner and costs less</source>
        <translation>* 在前沿上：没有其他可行方案既响应更快又更便宜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>* on the front: no other feasible variant is both faster and cheaper</source>
        <translation>* 处于前沿：没有其他可行方案更快且更便宜</translation>
    </message>
    <message>
        <location line="+56"/>
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
        <location line="+23"/>
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
    <message>
        <location line="+10"/>
        <source>%1: cannot create the folder</source>
        <translation>%1：无法创建文件夹</translation>
    </message>
</context>
<context>
    <name>ExploreDialog</name>
    <message>
        <location filename="../widgets/explore/exploredialog.cpp" line="+69"/>
        <source>Explore Designs</source>
        <translation>探索设计方案</translation>
    </message>
    <message>
        <location line="+7"/>
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
        <source>one row</source>
        <translation>一排</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> racks</source>
        <translation> 个机柜</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rack positions per row: the fabric&apos;s cables are as long as the rows make them</source>
        <translation>每排机位数：网络线缆长度取决于机柜排布</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Floor positions:</source>
        <translation>机位数：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Row length:</source>
        <translation>每排机柜数：</translation>
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
        <location line="+1"/>
        <source>Fabric:</source>
        <translation>网络：</translation>
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
        <location line="+6"/>
        <location line="+220"/>
        <source>&amp;Explore</source>
        <translation>探索(&amp;E)</translation>
    </message>
    <message>
        <location line="-203"/>
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
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Layout</source>
        <translation>并行方案</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cooling</source>
        <translation>散热</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+286"/>
        <source>Days</source>
        <translation>天数</translation>
    </message>
    <message>
        <location line="-286"/>
        <source>Capital cost</source>
        <translation>采购成本</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Power (kW)</source>
        <translation>功耗（kW）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Per million tokens</source>
        <translation>每百万 token</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Feasible</source>
        <translation>可行</translation>
    </message>
    <message>
        <location line="+9"/>
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
        <source>Start a new, untitled design from the chosen variant (as File &gt; New; the current design is offered to be saved first)</source>
        <translation>以所选方案新建一个未命名设计（如同“文件 &gt; 新建”；会先提示保存当前设计）</translation>
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
        <location line="+116"/>
        <source>Choose at least one GPU system, one fabric technology and oversubscription, and one rack cooling.</source>
        <translation>请至少选择一种 GPU 整机、一种网络技术和收敛比，以及一种机柜散热方式。</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>%1 %2:1</source>
        <translation>%1 %2:1</translation>
    </message>
    <message>
        <location line="-79"/>
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
    <message numerus="yes">
        <location line="+60"/>
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
    <message>
        <location line="+29"/>
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
    <message>
        <location line="+10"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>First token (s)</source>
        <translation>首 token（秒）</translation>
    </message>
</context>
<context>
    <name>Explorer</name>
    <message numerus="yes">
        <location filename="../design/explore/explorer.cpp" line="+115"/>
        <location filename="../design/explore/variantracks.cpp" line="+94"/>
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
        <location line="+68"/>
        <source>no catalog rack (%1) takes %2</source>
        <translation>部件库中没有可容纳 %2 的机柜（%1）</translation>
    </message>
    <message>
        <location line="+18"/>
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
        <location line="+73"/>
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
        <location filename="../design/explore/explorecandidates.cpp" line="+81"/>
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
    <message numerus="yes">
        <location line="+18"/>
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
        <location line="+47"/>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <location line="-169"/>
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
        <location line="+28"/>
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
        <location filename="../design/fabric/fabricsizer.cpp" line="+55"/>
        <source>the switch has no ports for these hosts</source>
        <translation>该交换机没有适用于这些主机的端口</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>%1 host ports need more than three tiers of %2-port switches (at most %3)</source>
        <translation>%1 个主机端口需要超过三层的 %2 端口交换机（三层最多 %3 个）</translation>
    </message>
    <message>
        <location filename="../design/fabric/fabricanalysis.cpp" line="+130"/>
        <source>fabric %1 mixes host ports of %2 and %3 Gb/s</source>
        <translation>网络 %1 混用了 %2 和 %3 Gb/s 的主机端口</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 has %2 ports in fabric %3, the other nodes %4: a rail has no port of it</source>
        <translation>%1 在网络 %3 中有 %2 个端口，其他节点为 %4 个：有的轨道缺少它的端口</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>fabric %1 has no hosts: no device has a port of its NICs</source>
        <translation>网络 %1 没有主机：没有设备带有其指定网卡的端口</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>fabric %1: %2</source>
        <translation>网络 %1：%2</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>fabric %1 needs %2 %3 switches; %4 placed</source>
        <translation>网络 %1 需要 %2 台%3交换机，已放置 %4 台</translation>
    </message>
    <message>
        <location line="+13"/>
        <location filename="../design/fabric/fabricplacement.cpp" line="+50"/>
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
        <location line="+192"/>
        <source>cable %1 is %2 m long but its run is %3 m</source>
        <translation>线缆 %1 长 %2 米，但其走线长度为 %3 米</translation>
    </message>
    <message>
        <location filename="../design/fabric/fabriccages.cpp" line="+278"/>
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
        <location filename="../design/fabric/switchchoice.cpp" line="+37"/>
        <source>its fastest ports (%1G) are slower than the hosts&apos; %2G ports</source>
        <translation>其最快端口（%1G）低于主机的 %2G 端口速率</translation>
    </message>
</context>
<context>
    <name>FabricCommand</name>
    <message>
        <location filename="../app/cli/fabriccommand.cpp" line="+20"/>
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
        <location line="+22"/>
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
        <location filename="../widgets/network/fabricdialog.cpp" line="+24"/>
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
        <location line="+56"/>
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
        <location filename="../widgets/inspector/inspectorwidget.cpp" line="+223"/>
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
        <location line="+23"/>
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
        <location line="+103"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/inspectorwidget.cpp" line="-89"/>
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
        <location line="+3"/>
        <source>Totals</source>
        <translation>合计</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/inspectordevice.cpp" line="+33"/>
        <location filename="../widgets/inspector/inspectorwidget.cpp" line="+2"/>
        <location line="+89"/>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <location filename="../widgets/inspector/inspectorwidget.cpp" line="-87"/>
        <source>%1 kW max · %2 kW typical</source>
        <translation>最大 %1 kW · 典型 %2 kW</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+101"/>
        <source>GPUs</source>
        <translation>GPU 数量</translation>
    </message>
    <message>
        <location line="-100"/>
        <location line="+92"/>
        <source>Space</source>
        <translation>空间</translation>
    </message>
    <message>
        <location line="-92"/>
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
        <location line="+8"/>
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
        <location line="+3"/>
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
        <location filename="../app/window/mainwindowmenus.cpp" line="+206"/>
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
        <location line="+3"/>
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
        <location filename="../app/window/mainwindow.cpp" line="+156"/>
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
        <location filename="../app/window/mainwindowfiles.cpp" line="+42"/>
        <source>Untitled design</source>
        <translation>未命名设计</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location filename="../app/cli/windowcommand.cpp" line="+48"/>
        <location filename="../app/window/mainwindowfiles.cpp" line="+9"/>
        <source>Cannot open design</source>
        <translation>无法打开设计</translation>
    </message>
    <message>
        <location filename="../app/window/mainwindowfiles.cpp" line="+7"/>
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
        <location line="+67"/>
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
        <location filename="../app/window/mainwindownetwork.cpp" line="+30"/>
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
        <location line="+13"/>
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
        <location line="+33"/>
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
        <location filename="../app/window/mainwindowworkload.cpp" line="+38"/>
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
        <translation>让单步时间预测贴合您自己的一次运行（针对该工作负载的软件栈及其 GPU）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Calibrate to a Measured Run</source>
        <translation>按实测运行校准</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A calibration fits the training step time: switch the workload to training first.</source>
        <translation>校准拟合的是训练的单步时间：请先把工作负载切换为训练。</translation>
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
        <location line="+19"/>
        <source>%1 GPUs of %2, %3:1</source>
        <translation>%2 共 %1 个 GPU，%3:1</translation>
    </message>
    <message>
        <location line="+29"/>
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
        <location line="+64"/>
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
        <translation>%1：应为数字，实际为 %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1: must be true or false, got %2</source>
        <translation>%1：必须是 true 或 false，实际为 %2</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1: must be between 0 and 1000, got %2</source>
        <translation>%1：应在 0 到 1000 之间，实际为 %2</translation>
    </message>
    <message>
        <location line="+91"/>
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
        <location filename="../catalog/netbox/netboxdevicetype.cpp" line="+223"/>
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
        <location filename="../catalog/netbox/netboxdevicetype.cpp" line="-124"/>
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
        <location line="+32"/>
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
        <location line="-279"/>
        <source>an uninterruptible power supply (UPS), not a PDU: the catalog has no kind for it</source>
        <translation>这是不间断电源（UPS），不是 PDU：部件库没有对应的类型</translation>
    </message>
    <message>
        <location line="+221"/>
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
        <location line="+7"/>
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
        <location line="+22"/>
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
        <location filename="../catalog/netbox/netboximport.cpp" line="+17"/>
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
        <location filename="../widgets/network/networkpanel.cpp" line="+77"/>
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
        <location line="+53"/>
        <source>%1 (%2 placed)</source>
        <translation>%1（已放置 %2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hosts</source>
        <translation>主机</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 nodes, %2 ports at %3 Gb/s</source>
        <translation>%1 个节点，%2 个 %3 Gb/s 端口</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Switch</source>
        <translation>交换机</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2 ports)</source>
        <translation>%1（%2 端口）</translation>
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
        <location line="+0"/>
        <location line="+3"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Transceiver</source>
        <translation>光模块</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location filename="../catalog/parts/partparser.cpp" line="+40"/>
        <location line="+13"/>
        <location line="+45"/>
        <location line="+13"/>
        <location line="+164"/>
        <source>is missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <location line="-230"/>
        <location line="+81"/>
        <source>must be a string</source>
        <translation>必须是字符串</translation>
    </message>
    <message>
        <location line="-67"/>
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
        <location line="+3"/>
        <location line="+400"/>
        <source>is too large (%1, at most %2)</source>
        <translation>过大（%1，最大为 %2）</translation>
    </message>
    <message>
        <location line="-391"/>
        <source>must be a whole number (%1)</source>
        <translation>必须是整数（%1）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>must be true or false</source>
        <translation>必须为 true 或 false</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+36"/>
        <location line="+309"/>
        <source>must be an object</source>
        <translation>必须是对象</translation>
    </message>
    <message>
        <location line="-332"/>
        <source>must be an array</source>
        <translation>必须是数组</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>must be at least 1 (%1)</source>
        <translation>须至少为 1（%1）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>must list &quot;infiniband&quot; or &quot;ethernet&quot; other than the protocol, not &quot;%1&quot;</source>
        <translation>只能列出协议以外的 &quot;infiniband&quot; 或 &quot;ethernet&quot;，不能是 &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+15"/>
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
        <location line="+154"/>
        <source>must be between 0 and 1 (%1)</source>
        <translation>必须介于 0 和 1 之间（%1）</translation>
    </message>
    <message>
        <location line="-101"/>
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
        <location line="+88"/>
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
        <source>part</source>
        <translation>部件</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>must not be empty</source>
        <translation>不能为空</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;%1&quot; is not a known kind</source>
        <translation>&quot;%1&quot; 不是已知类别</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>must be a three-letter currency code, not &quot;%1&quot;</source>
        <translation>必须是三字母币种代码，而不是 &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+11"/>
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
        <location line="+30"/>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Efficiency</source>
        <translation>效率</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+19"/>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>Inlet</source>
        <translation>输入接口</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1-phase %2 V %3 A</source>
        <translation>%1 相 %2 V %3 A</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <location line="+0"/>
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
        <source>Airflow</source>
        <translation>风量</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 CFM</source>
        <translation>%1 CFM</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Heat to liquid</source>
        <translation>液冷散热占比</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+1"/>
        <source>Length</source>
        <translation>长度</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 m</source>
        <translation>%1 m</translation>
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
        <location line="+7"/>
        <location line="+20"/>
        <location line="+58"/>
        <location line="+2"/>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <location line="-78"/>
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
        <location line="+29"/>
        <source>%1U</source>
        <translation>%1U</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>%1% efficient</source>
        <translation>效率 %1%</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <location line="-9"/>
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
        <location line="+15"/>
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
        <location line="+22"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../catalog/parts/partsummary.h" line="+17"/>
        <source>(estimated)</source>
        <translation>（估算）</translation>
    </message>
</context>
<context>
    <name>PartsDocument</name>
    <message>
        <location filename="../catalog/parts/partsdocument.cpp" line="+14"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: expected an object with a &quot;parts&quot; array</source>
        <translation>%1：应为包含 &quot;parts&quot; 数组的对象</translation>
    </message>
    <message>
        <location line="+11"/>
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
        <location filename="../app/cli/plancommand.cpp" line="+87"/>
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
        <location filename="../app/cli/planprint.cpp" line="+14"/>
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
        <location line="+5"/>
        <source>  %1 capped at %2 W (rated %3 W): compute at %4% of its rated speed</source>
        <translation>  %1 功耗上限 %2 W（额定 %3 W）：算力为额定速度的 %4%</translation>
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
        <translation>  在途批处理（in-flight batching）：%1 个请求同时运行，输出 %2 token/s；KV 缓存按页可容纳 %3 个请求：该批大小下输出 %4 token/s</translation>
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
        <location line="+2"/>
        <source>Note: %1</source>
        <translation>注意：%1</translation>
    </message>
    <message>
        <location filename="../app/cli/plancommand.cpp" line="-95"/>
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
  --stack NAME           megatron (default), torchtitan, deepspeed, llm-foundry, dualpipe
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
  --stack NAME           megatron（默认）、torchtitan、deepspeed、llm-foundry、dualpipe
  --capacity-factor F    MoE 的专家容量因子（默认 0：不丢弃）
按实测运行校准（使用该规划的模型、并行布局、GPU 与软件栈）：
  --calibrate-log FILE   Megatron-LM/NeMo 或 torchtitan 的日志
  --calibrate-step S     或实测的单步时间（秒）[--calibration-date YYYY-MM-DD]
  --save-calibration     保存到设计文件（原地保存）
推理：
  --inference --batch N --context N [--precision fp32|bf16|fp8|int8|int4] [--kv-fp8]
GPU：
  --gpus N               GPU 总数（默认：设计中的，否则为 dp × tp × pp）
  --gpu PART             GPU 部件（默认：设计中的）
  --reserve F            预留的显存比例（默认 0.1）
  --power-cap W          GPU 功耗上限（nvidia-smi -pl；默认：设计中的，否则为额定值）
无设计文件时：
  --gpus-per-node N      一个 NVLink 域内的 GPU 数（默认 8；PCIe 卡为 4）
  --nic-gbps X           每块 GPU 的网络带宽 Gb/s（默认 400）
  --oversubscription R   叶交换机之上的收敛比（默认 1）
  --json                 以 JSON 输出到标准输出
  --lang en|zh_CN, --catalog PATH</translation>
    </message>
    <message>
        <location line="+135"/>
        <source>typed</source>
        <translation>手动输入</translation>
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
        <translation>--save-calibration 需要一个带工作负载的设计文件</translation>
    </message>
    <message>
        <location line="+70"/>
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
        <location line="+8"/>
        <source>--stack %1: expected megatron, torchtitan, deepspeed, llm-foundry or dualpipe</source>
        <translation>--stack %1：应为 megatron、torchtitan、deepspeed、llm-foundry 或 dualpipe</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>--gpu %1: not a GPU part of the catalog</source>
        <translation>--gpu %1：不是部件库中的 GPU</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--power-cap needs a GPU: --gpu PART or a design with GPUs</source>
        <translation>--power-cap 需要 GPU：--gpu PART 或一个含 GPU 的设计文件</translation>
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
        <location filename="../app/report/pptxpackage.cpp" line="+26"/>
        <source>%1: cannot open the presentation: %2</source>
        <translation>%1：无法打开演示文稿：%2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: entry %2 of the ZIP cannot be read: %3</source>
        <translation>%1：无法读取 ZIP 中的第 %2 项：%3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: %2 is too large (%3 bytes)</source>
        <translation>%1：%2 过大（%3 字节）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: %2 cannot be read: %3</source>
        <translation>%1：无法读取 %2：%3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: cannot make a temporary folder: %2</source>
        <translation>%1：无法创建临时文件夹：%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: cannot start the ZIP (libzip error %2)</source>
        <translation>%1：无法创建 ZIP（libzip 错误 %2）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: cannot add %2: %3</source>
        <translation>%1：无法添加 %2：%3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: cannot write the ZIP: %2</source>
        <translation>%1：无法写入 ZIP：%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: cannot read back the ZIP: %2</source>
        <translation>%1：无法读回 ZIP：%2</translation>
    </message>
</context>
<context>
    <name>PptxWriter</name>
    <message>
        <location filename="../app/report/pptxwriter.cpp" line="+136"/>
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
        <location line="+194"/>
        <source>%1 of %2 kW</source>
        <translation>%1 / %2 kW</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location filename="../widgets/floor/rackview.cpp" line="+96"/>
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
        <location filename="../app/report/reporttableslides.cpp" line="+159"/>
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
        <location filename="../app/report/reportdeck.cpp" line="+69"/>
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
        <location line="+4"/>
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
        <location line="+28"/>
        <source>Bill of materials</source>
        <translation>物料清单</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Compared with %1</source>
        <translation>与 %1 对比</translation>
    </message>
    <message>
        <location line="+186"/>
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
        <location filename="../app/report/reportalternativesslide.cpp" line="+55"/>
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
        <source>The explorer&apos;s front for the same workload by the same date (docs/explore.md): every GPU system of the catalog sized, checked and priced as a design of its own, at this design&apos;s power per rack, with the PDU strips each rack needs; none of these is both faster and cheaper than another.</source>
        <translation>同一工作负载、同一截止日期下设计空间探索的帕累托前沿（docs/explore.md）：目录中的每种 GPU 系统都按本设计的单机柜功率配置为独立设计，含每个机柜所需的 PDU，并经过校验和定价；其中没有任何一个方案同时更快又更便宜。</translation>
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
        <location filename="../app/report/reportdeck.cpp" line="-188"/>
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
        <location line="+12"/>
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
        <location line="+1"/>
        <source>`cluster-workbench compare` lists them line by line.</source>
        <translation>`cluster-workbench compare` 可逐行列出。</translation>
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
        <location line="+0"/>
        <location filename="../app/report/reportworkloadslide.cpp" line="+51"/>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <source>Sized as NVIDIA&apos;s DGX SuperPOD reference architectures size their fabrics; every cable and module is in the bill of materials, and the cut-sheet lists each link (cluster-workbench fabric --cutsheet).</source>
        <translation>按 NVIDIA DGX SuperPOD 参考架构的方法规划网络；每根线缆和每个光模块都已列入物料清单，布线表列出每条链路（cluster-workbench fabric --cutsheet）。</translation>
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
        <location filename="../app/report/reportdeck.cpp" line="+145"/>
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
        <location filename="../app/report/reportcostslides.cpp" line="-29"/>
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
        <location filename="../app/report/reportworkloadslide.cpp" line="+17"/>
        <source>Estimates: memory from ZeRO (Rajbhandari et al. 2020) and Korthikanti et al. (2022); speed from the step-time model (Narayanan et al. 2021, Korthikanti et al. 2022) on the design&apos;s GPUs, node and fabric, unless an MFU is typed; inference from the roofline of compute and memory bandwidth. Sources and formulas: docs/workload.md.</source>
        <translation>估算依据：显存按 ZeRO（Rajbhandari 等，2020）与 Korthikanti 等（2022）计算；速度由单步时间模型（Narayanan 等，2021；Korthikanti 等，2022）根据设计中的 GPU、节点与网络预测（手动填写 MFU 时以其为准）；推理按算力与显存带宽的 Roofline 模型计算。来源与公式见 docs/workload.md。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Predicted by the step-time model (docs/workload.md &quot;Step time&quot;): per layer the GEMMs at an efficiency by matrix shape, attention and memory-bound work, tensor-parallel collectives on the node&apos;s GPU link, the pipeline bubble (p - 1) / (m v), and the data-parallel gradients over the fabric less what hides under the backward pass. The other bars change the design&apos;s fabric only.</source>
        <translation>由单步时间模型预测（见 docs/workload.md“Step time”）：逐层计算 GEMM（效率随矩阵形状而定）、注意力与访存受限运算，节点内 GPU 互联上的张量并行集合通信，流水线气泡 (p - 1) / (m v)，以及经网络传输、未被反向计算掩盖的数据并行梯度通信。其余各条仅改变设计中的网络。</translation>
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
    <name>ScalingChart</name>
    <message>
        <location filename="../widgets/charts/scalingchart.cpp" line="+18"/>
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
        <location line="+19"/>
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
        <location filename="../app/cli/screenshotcommand.cpp" line="+25"/>
        <source>usage: cluster-workbench screenshot [FILE] -o OUT.png [--lang en|zh_CN] [--size WxH] [--select ID] [--tab floor|charts|bom|network|workload|steptime] [--catalog PATH]</source>
        <translation>用法：cluster-workbench screenshot [文件] -o 输出.png [--lang en|zh_CN] [--size 宽x高] [--select ID] [--tab floor|charts|bom|network|workload|steptime] [--catalog 路径]</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>--size takes WIDTHxHEIGHT in pixels, at least 200x150, e.g. 1600x1000</source>
        <translation>--size 取 宽x高（像素），至少 200x150，例如 1600x1000</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>--tab takes one of: %1</source>
        <translation>--tab 可取：%1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--select %1: no rack or device with that id</source>
        <translation>--select %1：没有该 ID 的机柜或设备</translation>
    </message>
    <message>
        <location line="+24"/>
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
        <location line="+16"/>
        <source>Where the step time goes</source>
        <translation>单步时间构成</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No prediction</source>
        <translation>无预测</translation>
    </message>
    <message>
        <location line="+82"/>
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
    <name>TcoModel</name>
    <message>
        <location filename="../design/cost/tco.cpp" line="+83"/>
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
    <name>Workload</name>
    <message>
        <location filename="../design/plan/workloadplan.cpp" line="+30"/>
        <source>%1 is not a GPU of the catalog</source>
        <translation>%1 不是部件库中的 GPU</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 GPUs do not divide into tensor x pipeline groups of %2</source>
        <translation>%1 块 GPU 不能均分为每组 %2 块的张量 × 流水线并行组</translation>
    </message>
    <message>
        <location line="+45"/>
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
        <location line="+118"/>
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
        <translation>其他（沿用 Ampere 的数据，估算值）</translation>
    </message>
    <message>
        <location filename="../design/performance/runlog.cpp" line="+61"/>
        <source>%1:%2: %3 &quot;%4&quot; is not a number</source>
        <translation>%1:%2：%3“%4”不是数字</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1: no Megatron-LM (&quot;elapsed time per iteration (ms):&quot;) or torchtitan (&quot;step: ... tps: ...&quot;) line to read the run&apos;s speed from</source>
        <translation>%1：找不到可读取运行速度的 Megatron-LM（&quot;elapsed time per iteration (ms):&quot;）或 torchtitan（&quot;step: ... tps: ...&quot;）行</translation>
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
        <location filename="../design/performance/softwarestack.cpp" line="+89"/>
        <source>Megatron-Core / NeMo</source>
        <translation>Megatron-Core / NeMo</translation>
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
        <translation>cuDNN 融合注意力；梯度 reduce-scatter、权重 all-gather、张量并行集合通信与流水线收发被计算掩盖；bf16 梯度归约；fp8 使用当前缩放（Blackwell 上为 MXFP8）；MoE all-to-all 不重叠（默认）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>FlashAttention-2 through SDPA; FSDP2 prefetches all-gathers and overlaps reduce-scatters; fp32 gradient reduction; tensor-parallel collectives exposed (async TP is opt-in); Float8 with tensorwise scaling; torch.compile fusions</source>
        <translation>通过 SDPA 使用 FlashAttention-2；FSDP2 预取 all-gather 并重叠 reduce-scatter；fp32 梯度归约；张量并行集合通信不被掩盖（异步 TP 需手动开启）；Float8 按张量缩放；torch.compile 算子融合</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>FlashAttention-2; ZeRO with overlap_comm off (the default for stages 1 and 2): gradient reduction and pipeline sends in line; fp8 with delayed scaling</source>
        <translation>FlashAttention-2；ZeRO 的 overlap_comm 关闭（阶段 1 和 2 的默认值）：梯度归约与流水线收发串行执行；fp8 使用延迟缩放</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>FlashAttention-2; FSDP full shard with forward and backward prefetch; fp32 gradient reduction (mixed precision DEFAULT); fp8 with delayed scaling</source>
        <translation>FlashAttention-2；FSDP 完全分片，前向与反向预取；fp32 梯度归约（混合精度 DEFAULT）；fp8 使用延迟缩放</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>DualPipe: expert all-to-all and pipeline sends hidden under the other micro batch&apos;s compute; fp8 with 1x128 and 128x128 block scaling; no tensor parallelism</source>
        <translation>DualPipe：专家 all-to-all 与流水线收发被另一个微批的计算掩盖；fp8 使用 1x128 与 128x128 分块缩放；不使用张量并行</translation>
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
        <translation>实测运行耗时为预测单步的 %1 倍：相差超过 %2 倍说明是另一种运行（请检查模型、并行布局、GPU 与软件栈）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>calibrated to your run of %1 (%2, x %3)</source>
        <translation>已按您 %1 的运行校准（%2，× %3）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>typed</source>
        <translation>手动输入</translation>
    </message>
</context>
<context>
    <name>WorkloadFigures</name>
    <message>
        <location filename="../widgets/workload/workloadfigures.cpp" line="+14"/>
        <location line="+43"/>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <location line="-37"/>
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
    <message>
        <location line="+7"/>
        <source>%1 billion tokens in &lt;b&gt;%2 days&lt;/b&gt; on %3 GPUs.</source>
        <translation>%1 十亿个 token 在 %3 块 GPU 上需 &lt;b&gt;%2 天&lt;/b&gt;。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Model</source>
        <translation>型号</translation>
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
        <location line="+1"/>
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
        <translation>在途批处理（预测）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 output tokens/s per copy with %2 requests running; the KV cache holds %3 in pages: %4 tokens/s</source>
        <translation>每个副本 %2 个请求同时运行时输出 %1 token/s；KV 缓存按页可容纳 %3 个：%4 token/s</translation>
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
        <translation>功耗上限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 W of %2 W rated: compute at %3% of its rated speed</source>
        <translation>%1 W（额定 %2 W）：算力为额定速度的 %3%</translation>
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
        <location line="+3"/>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 days at a typed %2% MFU of %3 TFLOPS</source>
        <translation>按手动填写的 MFU %2%（峰值 %3 TFLOPS）需 %1 天</translation>
    </message>
    <message>
        <location line="+4"/>
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
        <location line="+4"/>
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
        <location filename="../widgets/workload/workloadform.cpp" line="+213"/>
        <location line="+8"/>
        <location line="+74"/>
        <source>measured throughput</source>
        <translation>实测吞吐量</translation>
    </message>
    <message>
        <location line="-16"/>
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
        <translation>%2 上的 %1：%3</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>%1 (changed)</source>
        <translation>%1（已修改）</translation>
    </message>
    <message>
        <location filename="../widgets/workload/workloadform.cpp" line="+34"/>
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
        <location line="+58"/>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <location line="-57"/>
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
        <translation>训练软件如何执行一步：用哪种注意力内核、重叠哪些通信、fp8 如何缩放（默认：Megatron-Core / NeMo）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expert capacity factor (MoE):</source>
        <translation>专家容量因子（MoE）：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dropless</source>
        <translation>不丢弃</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each expert computes at most this many times its even share of the tokens, padded to it; dropless: every token is computed</source>
        <translation>每个专家最多计算其平均 token 份额的这么多倍，不足时补齐；不丢弃：每个 token 都参与计算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Calibrate to a Measured Run…</source>
        <translation>按实测运行校准…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit the prediction to a run of your own (a Megatron-LM or torchtitan log, or a measured step time) for this stack on this GPU</source>
        <translation>让该 GPU 上该软件栈的预测贴合您自己的一次运行（Megatron-LM 或 torchtitan 日志，或实测的单步时间）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tensor parallel:</source>
        <translation>张量并行：</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location line="+2"/>
        <source>Sequence parallel (with tensor parallel)</source>
        <translation>序列并行（配合张量并行）</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <translation>功耗上限：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rated</source>
        <translation>额定</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No GPU to cap</source>
        <translation>没有可限制功耗的 GPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 capped below its rated power (nvidia-smi -pl): its GEMMs run slower on its power-performance curve, and the design budgets it at the cap</source>
        <translation>%1 的功耗被限制在额定值以下（nvidia-smi -pl）：其 GEMM 按功耗-性能曲线变慢，设计按上限计算其功耗</translation>
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
        <location filename="../widgets/charts/workloadmemorychart.cpp" line="+34"/>
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
        <location filename="../widgets/workload/workloadpanel.cpp" line="+83"/>
        <source>Set the workload</source>
        <translation>设置工作负载</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Change the workload: %1</source>
        <translation>修改工作负载：%1</translation>
    </message>
    <message>
        <location line="+21"/>
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
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/cli/windowcommand.cpp" line="-30"/>
        <source>usage: cluster-workbench [FILE] [--catalog PATH]</source>
        <translation>用法：cluster-workbench [FILE] [--catalog PATH]</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+6"/>
        <location line="+5"/>
        <source>Cluster Workbench</source>
        <translation>集群设计工作台</translation>
    </message>
    <message>
        <location line="-10"/>
        <location line="+6"/>
        <source>Cannot open the catalog: %1</source>
        <translation>无法打开部件库：%1</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="+22"/>
        <source>usage: cluster-workbench [FILE]
       cluster-workbench screenshot [FILE] -o OUT.png [--lang en|zh_CN] [--size WxH]
       cluster-workbench chart power|heat|bandwidth|allreduce|scaling FILE -o OUT.png ...
       cluster-workbench report FILE --lang en|zh_CN -o OUT.pdf ...
       cluster-workbench render FILE -o OUT.(png|svg|pdf) [--lang en|zh_CN] [--rear]
       cluster-workbench fabric FILE [--json] [--cutsheet OUT.csv|OUT.xlsx] ...
       cluster-workbench plan [FILE] (--params N | --hf-config FILE | --model PRESET) ...
       cluster-workbench explore [FILE] --model PRESET (--tokens N --days D | --gpu-count N) ...
       cluster-workbench catalog list|show|import|import-netbox|export|remove ...
       cluster-workbench export netbox|slurm|ansible|kubernetes FILE -o OUT ...
       cluster-workbench compare A.json B.json [--json] [-o OUT.pdf]
common options: --catalog PATH   the catalog database to use</source>
        <translation>用法：cluster-workbench [文件]
       cluster-workbench screenshot [文件] -o 输出.png [--lang en|zh_CN] [--size 宽x高]
       cluster-workbench chart power|heat|bandwidth|allreduce|scaling 文件 -o 输出.png ...
       cluster-workbench report 文件 --lang en|zh_CN -o 输出.pdf ...
       cluster-workbench render 文件 -o 输出.(png|svg|pdf) [--lang en|zh_CN] [--rear]
       cluster-workbench fabric 文件 [--json] [--cutsheet 输出.csv|输出.xlsx] ...
       cluster-workbench plan [文件] (--params N | --hf-config 文件 | --model 预设) ...
       cluster-workbench explore [文件] --model 预设 (--tokens N --days D | --gpu-count N) ...
       cluster-workbench catalog list|show|import|import-netbox|export|remove ...
       cluster-workbench export netbox|slurm|ansible|kubernetes 文件 -o 输出 ...
       cluster-workbench compare A.json B.json [--json] [-o 输出.pdf]
通用选项：--catalog 路径   使用指定的部件库数据库</translation>
    </message>
</context>
</TS>
