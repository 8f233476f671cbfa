<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="tr_TR">
<context>
    <name>ReportRenderer</name>
    <message>
        <source>compute</source>
        <translation>hesaplama</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>bellek bant genişliği</translation>
    </message>
    <message>
        <source>interconnect</source>
        <translation>ara bağlantı</translation>
    </message>
    <message>
        <source>host overhead</source>
        <translation>ana makine ek yükü</translation>
    </message>
    <message>
        <source>CPU offload</source>
        <translation>CPU'ya aktarma</translation>
    </message>
    <message>
        <source>storage</source>
        <translation>depolama</translation>
    </message>
    <message>
        <source>egress</source>
        <translation>dışa veri aktarımı</translation>
    </message>
    <message>
        <source>Some GPUs have no BF16: they run FP16 with loss scaling.</source>
        <translation>Bazı GPU'larda BF16 yok: kayıp ölçeklemeli FP16 çalıştırırlar.</translation>
    </message>
    <message>
        <source>No bitsandbytes 4-bit kernels for some GPU vendors.</source>
        <translation>Bazı GPU üreticileri için bitsandbytes 4 bit çekirdekleri yok.</translation>
    </message>
    <message>
        <source>Some plans shard training over PCIe-only links.</source>
        <translation>Bazı planlar eğitimi yalnızca PCIe bağlantıları üzerinden parçalar.</translation>
    </message>
    <message>
        <source>Some plans use several consumer GPUs without a fast interconnect.</source>
        <translation>Bazı planlar hızlı ara bağlantısı olmayan birden çok tüketici GPU'su kullanır.</translation>
    </message>
    <message>
        <source>Some prices are older than 90 days.</source>
        <translation>Bazı fiyatlar 90 günden eski.</translation>
    </message>
    <message>
        <source>Some prices have no date.</source>
        <translation>Bazı fiyatların tarihi yok.</translation>
    </message>
    <message>
        <source>Some prices cover the GPU only: host CPU and RAM are billed extra.</source>
        <translation>Bazı fiyatlar yalnızca GPU'yu kapsar: ana makine CPU ve RAM'i ayrıca faturalanır.</translation>
    </message>
    <message>
        <source>Some offers miss the deadline.</source>
        <translation>Bazı teklifler son tarihi kaçırır.</translation>
    </message>
    <message>
        <source>Some offers are over budget.</source>
        <translation>Bazı teklifler bütçeyi aşar.</translation>
    </message>
    <message>
        <source>Some storage prices are unknown and not counted.</source>
        <translation>Bazı depolama fiyatları bilinmiyor ve hesaba katılmadı.</translation>
    </message>
    <message>
        <source>Some egress prices are unknown and not counted.</source>
        <translation>Bazı dışa aktarım fiyatları bilinmiyor ve hesaba katılmadı.</translation>
    </message>
    <message>
        <source>GPU not in the catalog</source>
        <translation>GPU katalogda yok</translation>
    </message>
    <message>
        <source>provider not in the catalog</source>
        <translation>sağlayıcı katalogda yok</translation>
    </message>
    <message>
        <source>no on-demand price</source>
        <translation>isteğe bağlı fiyat yok</translation>
    </message>
    <message>
        <source>does not fit, even sharded with offload</source>
        <translation>parçalanıp aktarılsa bile sığmaz</translation>
    </message>
    <message>
        <source>needs several instances, but the provider has no multi-node network</source>
        <translation>birden çok örnek gerekir, ancak sağlayıcının çok düğümlü ağı yok</translation>
    </message>
    <message>
        <source>no throughput figures for this GPU</source>
        <translation>bu GPU için verim değerleri yok</translation>
    </message>
    <message>
        <source>Fine-tuning plan: %1</source>
        <translation>İnce ayar planı: %1</translation>
    </message>
    <message>
        <source>Report of %1 · Tunefit %2 · catalog prices as of %3</source>
        <translation>%1 tarihli rapor · Tunefit %2 · katalog fiyatları %3 itibarıyla</translation>
    </message>
    <message>
        <source>The job</source>
        <translation>İş</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>%1, %2 parameters</source>
        <translation>%1, %2 parametre</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Yöntem</translation>
    </message>
    <message>
        <source>Trainable parameters</source>
        <translation>Eğitilebilir parametreler</translation>
    </message>
    <message>
        <source>Precision and optimizer</source>
        <translation>Hassasiyet ve optimizer</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <source>micro-batch %1 × %2 tokens, gradient accumulation %3</source>
        <translation>mikro-batch %1 × %2 token, gradyan biriktirme %3</translation>
    </message>
    <message>
        <source>Checkpointing and attention</source>
        <translation>Checkpointing ve attention</translation>
    </message>
    <message>
        <source>GPUs and sharding</source>
        <translation>GPU'lar ve parçalama</translation>
    </message>
    <message>
        <source>Training tokens</source>
        <translation>Eğitim token'ları</translation>
    </message>
    <message>
        <source>%1 optimizer steps</source>
        <translation>%1 optimizer adımı</translation>
    </message>
    <message>
        <source>%1 tokens × %2 epochs = %3</source>
        <translation>%1 token × %2 epoch = %3</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Son tarih</translation>
    </message>
    <message>
        <source>%1 hours</source>
        <translation>%1 saat</translation>
    </message>
    <message>
        <source>none</source>
        <translation>yok</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Bütçe</translation>
    </message>
    <message>
        <source>%1 USD</source>
        <translation>%1 USD</translation>
    </message>
    <message>
        <source>GPU memory per GPU</source>
        <translation>GPU başına bellek</translation>
    </message>
    <message>
        <source>Peak at %1 GiB on the whole device (nvidia-smi): PyTorch allocated %2 GiB, reserved %3 GiB. Expected within %4 % to +%5 %.</source>
        <translation>Tüm cihazda tepe %1 GiB (nvidia-smi): PyTorch ayrılan %2 GiB, rezerve %3 GiB. Beklenen aralık %%4 ile +%%5.</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>Bileşen</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Pay</translation>
    </message>
    <message>
        <source>Basis</source>
        <translation>Dayanak</translation>
    </message>
    <message>
        <source>Fit across GPUs</source>
        <translation>GPU'lara göre sığma</translation>
    </message>
    <message>
        <source>The fewest GPUs of each kind that hold the job, keeping %1 % of each GPU free.</source>
        <translation>Her GPU'nun %%1'i boş tutularak, işi taşıyan her türden en az GPU sayısı.</translation>
    </message>
    <message>
        <source>Memory (GB)</source>
        <translation>Bellek (GB)</translation>
    </message>
    <message>
        <source>GPUs needed</source>
        <translation>Gereken GPU</translation>
    </message>
    <message>
        <source>Sharding</source>
        <translation>Parçalama</translation>
    </message>
    <message>
        <source>GiB per GPU</source>
        <translation>GPU başına GiB</translation>
    </message>
    <message>
        <source>does not fit on 64</source>
        <translation>64 GPU'ya bile sığmaz</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>Teklif</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU sayısı</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>Saat</translation>
    </message>
    <message>
        <source>Compute USD</source>
        <translation>Hesaplama USD</translation>
    </message>
    <message>
        <source>Storage USD</source>
        <translation>Depolama USD</translation>
    </message>
    <message>
        <source>Egress USD</source>
        <translation>Dışa aktarım USD</translation>
    </message>
    <message>
        <source>Total USD</source>
        <translation>Toplam USD</translation>
    </message>
    <message>
        <source>Price as of</source>
        <translation>Fiyat tarihi</translation>
    </message>
    <message>
        <source>Top offers</source>
        <translation>En iyi teklifler</translation>
    </message>
    <message>
        <source>%1 of %2 offers can run the job; the cheapest are listed first.</source>
        <translation>%2 tekliften %1 tanesi işi çalıştırabilir; en ucuzlar önce listelenir.</translation>
    </message>
    <message>
        <source>No offer in the catalog can run this job.</source>
        <translation>Katalogdaki hiçbir teklif bu işi çalıştıramaz.</translation>
    </message>
    <message>
        <source>Chosen offers side by side</source>
        <translation>Seçilen tekliflerin karşılaştırması</translation>
    </message>
    <message>
        <source>No offers were chosen for comparison.</source>
        <translation>Karşılaştırma için teklif seçilmedi.</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Bölge</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>Sığar mı</translation>
    </message>
    <message>
        <source>yes, %1 × %2</source>
        <translation>evet, %1 × %2</translation>
    </message>
    <message>
        <source>Tokens per second</source>
        <translation>Saniyede token</translation>
    </message>
    <message>
        <source>Price per hour (USD)</source>
        <translation>Saatlik fiyat (USD)</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>yes, %1 expected interruptions</source>
        <translation>evet, beklenen %1 kesinti</translation>
    </message>
    <message>
        <source>no</source>
        <translation>hayır</translation>
    </message>
    <message>
        <source>Chosen offers no longer in the catalog: %1</source>
        <translation>Artık katalogda olmayan seçili teklifler: %1</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>Öneri</translation>
    </message>
    <message>
        <source>%1 is recommended: %2 USD in %3 hours. It fits with %4 GiB free per GPU (%5 %); the largest memory item is %6 (%7 GiB); %8 is %9 % of the cost; the step is limited by %10.</source>
        <translation>Önerilen: %1; %3 saatte %2 USD. GPU başına %4 GiB boş pay (%%5) ile sığar; en büyük bellek kalemi %6 (%7 GiB); maliyetin %%9'u %8; adımı sınırlayan %10.</translation>
    </message>
    <message>
        <source>Cheaper per hour, but passed over:</source>
        <translation>Saatlik daha ucuz, ancak seçilmeyenler:</translation>
    </message>
    <message>
        <source>misses the deadline</source>
        <translation>son tarihi kaçırır</translation>
    </message>
    <message>
        <source>over budget</source>
        <translation>bütçeyi aşar</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Uyarılar</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Varsayımlar</translation>
    </message>
    <message>
        <source>Memory estimate error band: %1 % to +%2 % (docs/estimation.md).</source>
        <translation>Bellek tahmini hata aralığı: %%1 ile +%%2 (docs/estimation.md).</translation>
    </message>
    <message>
        <source>%1 % of each GPU is kept free; at most %2 instances of one offer.</source>
        <translation>Her GPU'nun %%1'i boş tutulur; bir tekliften en çok %2 örnek.</translation>
    </message>
    <message>
        <source>Start-up %1 minutes per run; a checkpoint every %2 minutes written at %3 GB/s.</source>
        <translation>Her çalıştırmada %1 dakika başlangıç; her %2 dakikada bir checkpoint, %3 GB/s hızla yazılır.</translation>
    </message>
    <message>
        <source>Spot capacity allowed where its expected cost is lower; %1 interruptions per hour unless the provider states its own, %2 minutes lost per restart.</source>
        <translation>Beklenen maliyeti daha düşükse spot kapasiteye izin verilir; sağlayıcı kendi değerini vermedikçe saatte %1 kesinti, her yeniden başlatmada %2 dakika kayıp.</translation>
    </message>
    <message>
        <source>On-demand prices only (spot not allowed).</source>
        <translation>Yalnızca isteğe bağlı fiyatlar (spot'a izin yok).</translation>
    </message>
    <message>
        <source>Prices in USD as published by each provider, without taxes or discounts.</source>
        <translation>Fiyatlar her sağlayıcının yayımladığı gibi USD cinsinden, vergi ve indirim hariç.</translation>
    </message>
    <message>
        <source>Sources of prices</source>
        <translation>Fiyat kaynakları</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Sağlayıcı</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Kaynak</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>Tarih</translation>
    </message>
    <message>
        <source>Cannot write the PDF.</source>
        <translation>PDF yazılamıyor.</translation>
    </message>
    <message>
        <source>Whole device: %1 GiB</source>
        <translation>Tüm cihaz: %1 GiB</translation>
    </message>
    <message>
        <source>Tunefit report: %1</source>
        <translation>Tunefit raporu: %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Sayfa %1 / %2</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::BreakdownChart</name>
    <message>
        <source>%1: %2 GiB
%3</source>
        <translation>%1: %2 GiB
%3</translation>
    </message>
    <message>
        <source>GiB per GPU</source>
        <translation>GPU başına GiB</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>Tepe</translation>
    </message>
    <message>
        <source>Capacity %1 GiB</source>
        <translation>Kapasite %1 GiB</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::BreakdownModel</name>
    <message>
        <source>Component</source>
        <translation>Bileşen</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>Share %</source>
        <translation>Pay %</translation>
    </message>
    <message>
        <source>Basis</source>
        <translation>Dayanak</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::BreakdownPane</name>
    <message numerus="yes">
        <source>Per GPU on %Ln × %1. Allocated by PyTorch %2 GiB, reserved %3 GiB, whole device (nvidia-smi) %4 GiB; expected within %5 % to +%6 %.</source>
        <translation>
            <numerusform>%Ln × %1 üzerinde GPU başına. PyTorch'un ayırdığı %2 GiB, rezerve %3 GiB, tüm cihaz (nvidia-smi) %4 GiB; beklenen sapma %%5 ile +%%6 arası.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tunefit::ui::ComparisonDialog</name>
    <message>
        <source>No offer fits this job.</source>
        <translation>Bu işe sığan teklif yok.</translation>
    </message>
    <message>
        <source>%1 %2 is first for the chosen order.</source>
        <translation>Seçilen sıralamada %1 %2 birinci.</translation>
    </message>
    <message>
        <source>It fits with %1 GiB free per GPU (%2 %).</source>
        <translation>GPU başına %1 GiB boş payla sığıyor (%%2).</translation>
    </message>
    <message>
        <source>The largest memory item is %1 (%2 GiB).</source>
        <translation>Bellekte en büyük kalem %1 (%2 GiB).</translation>
    </message>
    <message>
        <source>It trains %1 tokens per second, limited by %2.</source>
        <translation>Saniyede %1 token eğitiyor; sınırlayan: %2.</translation>
    </message>
    <message>
        <source>%1 %2 (%3) is cheaper per GPU-hour but passed over: %4</source>
        <translation>%1 %2 (%3) GPU-saat başına daha ucuz ama seçilmedi: %4</translation>
    </message>
    <message>
        <source>Compare offers</source>
        <translation>Teklifleri karşılaştır</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>evet</translation>
    </message>
    <message>
        <source>no</source>
        <translation>hayır</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>bilinmiyor</translation>
    </message>
    <message>
        <source>Instance</source>
        <translation>Örnek</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Bölge</translation>
    </message>
    <message>
        <source>GPU × count</source>
        <translation>GPU × adet</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Instances</source>
        <translation>Örnek sayısı</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>Sığar mı</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Strateji</translation>
    </message>
    <message>
        <source>Memory per GPU (GiB)</source>
        <translation>GPU başına bellek (GiB)</translation>
    </message>
    <message>
        <source>Free per GPU (GiB)</source>
        <translation>GPU başına boş (GiB)</translation>
    </message>
    <message>
        <source>Tokens per second</source>
        <translation>Saniyede token</translation>
    </message>
    <message>
        <source>Limited by</source>
        <translation>Sınırlayan</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>Saat</translation>
    </message>
    <message>
        <source>Billed hours</source>
        <translation>Faturalanan saat</translation>
    </message>
    <message>
        <source>Price per hour</source>
        <translation>Saatlik fiyat</translation>
    </message>
    <message>
        <source>$/GPU-hour</source>
        <translation>$/GPU-saat</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>Fiyatlandırma</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>spot</translation>
    </message>
    <message>
        <source>on demand</source>
        <translation>isteğe bağlı</translation>
    </message>
    <message>
        <source>Compute cost</source>
        <translation>Hesaplama maliyeti</translation>
    </message>
    <message>
        <source>Storage cost</source>
        <translation>Depolama maliyeti</translation>
    </message>
    <message>
        <source>Egress cost</source>
        <translation>Çıkış trafiği maliyeti</translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation>Toplam maliyet</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>Faturalama</translation>
    </message>
    <message>
        <source>Storage price</source>
        <translation>Depolama fiyatı</translation>
    </message>
    <message>
        <source>$%1 per GB-month</source>
        <translation>GB-ay başına $%1</translation>
    </message>
    <message>
        <source>Egress price</source>
        <translation>Çıkış trafiği fiyatı</translation>
    </message>
    <message>
        <source>$%1 per GB</source>
        <translation>GB başına $%1</translation>
    </message>
    <message>
        <source>Price date</source>
        <translation>Fiyat tarihi</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>tarihsiz</translation>
    </message>
    <message>
        <source>%1 (stale)</source>
        <translation>%1 (eski)</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Uyarılar</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>The largest part of the cost is %1 (%2 %).</source>
        <translation>Maliyetin en büyük kalemi: %1 (%%2).</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::FitOverviewModel</name>
    <message>
        <source>none</source>
        <translation>yok</translation>
    </message>
    <message>
        <source>DDP</source>
        <translation>DDP</translation>
    </message>
    <message>
        <source>ZeRO-1</source>
        <translation>ZeRO-1</translation>
    </message>
    <message>
        <source>ZeRO-2</source>
        <translation>ZeRO-2</translation>
    </message>
    <message>
        <source>ZeRO-3</source>
        <translation>ZeRO-3</translation>
    </message>
    <message>
        <source>FSDP full shard</source>
        <translation>FSDP tam parçalama</translation>
    </message>
    <message>
        <source>FSDP grad/optimizer</source>
        <translation>FSDP gradyan/optimizer</translation>
    </message>
    <message>
        <source>FSDP hybrid</source>
        <translation>FSDP hibrit</translation>
    </message>
    <message>
        <source>Fits on one</source>
        <translation>Tek GPU'ya sığar</translation>
    </message>
    <message>
        <source>Does not fit on 64</source>
        <translation>64 GPU'ya da sığmaz</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Memory (GiB)</source>
        <translation>Bellek (GiB)</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Sığma</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU sayısı</translation>
    </message>
    <message>
        <source>Sharding</source>
        <translation>Parçalama</translation>
    </message>
    <message>
        <source>Headroom per GPU (GiB)</source>
        <translation>GPU başına boş pay (GiB)</translation>
    </message>
    <message numerus="yes">
        <source>Needs %Ln GPUs</source>
        <translation>
            <numerusform>%Ln GPU gerekir</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tunefit::ui::Format</name>
    <message>
        <source>%1 B</source>
        <translation>%1 milyar</translation>
    </message>
    <message>
        <source>%1 M</source>
        <translation>%1 milyon</translation>
    </message>
    <message>
        <source>%1 K</source>
        <translation>%1 bin</translation>
    </message>
    <message>
        <source>Frozen weights</source>
        <translation>Dondurulmuş ağırlıklar</translation>
    </message>
    <message>
        <source>Trainable weights</source>
        <translation>Eğitilebilir ağırlıklar</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradyanlar</translation>
    </message>
    <message>
        <source>Optimizer state</source>
        <translation>Optimizer durumu</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Aktivasyonlar</translation>
    </message>
    <message>
        <source>Logits</source>
        <translation>Logit'ler</translation>
    </message>
    <message>
        <source>Buffers</source>
        <translation>Tamponlar</translation>
    </message>
    <message>
        <source>CUDA context</source>
        <translation>CUDA bağlamı</translation>
    </message>
    <message>
        <source>Allocator reserve</source>
        <translation>Ayırıcı rezervi</translation>
    </message>
    <message>
        <source>Frozen parameters at their storage width (4-bit linears at their quantized size), divided over the shards</source>
        <translation>Depolama genişliğindeki dondurulmuş parametreler (4 bit doğrusal katmanlar nicemlenmiş boyutlarıyla), parçalara bölünmüş</translation>
    </message>
    <message>
        <source>Trained parameters in their data type, divided over the shards</source>
        <translation>Kendi veri tipindeki eğitilen parametreler, parçalara bölünmüş</translation>
    </message>
    <message>
        <source>Optimizer moments and fp32 master copies, divided over the shards</source>
        <translation>Optimizer momentleri ve fp32 ana kopyalar, parçalara bölünmüş</translation>
    </message>
    <message>
        <source>Gradients still alive at the end of the forward pass (accumulation, lm_head)</source>
        <translation>İleri geçişin sonunda hâlâ bellekte olan gradyanlar (biriktirme, lm_head)</translation>
    </message>
    <message>
        <source>Gradients of all trained parameters, divided over the shards</source>
        <translation>Eğitilen tüm parametrelerin gradyanları, parçalara bölünmüş</translation>
    </message>
    <message>
        <source>Activations saved for the backward pass</source>
        <translation>Geri geçiş için saklanan aktivasyonlar</translation>
    </message>
    <message>
        <source>Logits and loss tensors at the start of the backward pass</source>
        <translation>Geri geçişin başındaki logit ve kayıp tensörleri</translation>
    </message>
    <message>
        <source>Freed by the end of the backward pass</source>
        <translation>Geri geçişin sonuna kadar serbest bırakılır</translation>
    </message>
    <message>
        <source>Freed before the optimizer step</source>
        <translation>Optimizer adımından önce serbest bırakılır</translation>
    </message>
    <message>
        <source>One block's working set, gathered shards and dequantization scratch</source>
        <translation>Bir bloğun çalışma kümesi, toplanan parçalar ve nicemleme çözme için geçici bellek</translation>
    </message>
    <message>
        <source>One block's backward working set, gathered shards, unsharded gradients and reduce buffers</source>
        <translation>Bir bloğun geri geçiş çalışma kümesi, toplanan parçalar, parçalanmamış gradyanlar ve indirgeme tamponları</translation>
    </message>
    <message>
        <source>Scratch memory of the optimizer step</source>
        <translation>Optimizer adımının geçici belleği</translation>
    </message>
    <message>
        <source>Blocks the PyTorch allocator keeps cached: a share of the transient memory</source>
        <translation>PyTorch ayırıcısının önbellekte tuttuğu bloklar: geçici belleğin bir payı</translation>
    </message>
    <message>
        <source>CUDA context, library workspaces and kernels</source>
        <translation>CUDA bağlamı, kütüphane çalışma alanları ve çekirdekler</translation>
    </message>
    <message>
        <source>Cannot estimate: %1 is out of range (%2).</source>
        <translation>Tahmin edilemiyor: %1 aralık dışında (%2).</translation>
    </message>
    <message>
        <source>Cannot estimate: choose at least one value for %1.</source>
        <translation>Tahmin edilemiyor: %1 için en az bir değer seçin.</translation>
    </message>
    <message>
        <source>Cannot estimate: several GPUs need a sharding strategy (DDP, ZeRO or FSDP).</source>
        <translation>Tahmin edilemiyor: birden çok GPU için bir parçalama stratejisi (DDP, ZeRO veya FSDP) gerekir.</translation>
    </message>
    <message>
        <source>Cannot estimate: %1 %2 %3</source>
        <translation>Tahmin edilemiyor: %1 %2 %3</translation>
    </message>
    <message>
        <source>Fits: %1 of %2 GiB (%3 GiB free)</source>
        <translation>Sığar: %1 / %2 GiB (%3 GiB boş)</translation>
    </message>
    <message>
        <source>Does not fit: needs %1 GiB, has %2</source>
        <translation>Sığmaz: %1 GiB gerekir, %2 var</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::JobPanel</name>
    <message>
        <source>Type to search models</source>
        <translation>Model aramak için yazın</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Model:</translation>
    </message>
    <message>
        <source>Full fine-tuning</source>
        <translation>Tam ince ayar</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>QLoRA (4-bit base)</source>
        <translation>QLoRA (4 bit taban)</translation>
    </message>
    <message>
        <source>DoRA</source>
        <translation>DoRA</translation>
    </message>
    <message>
        <source>AdaLoRA</source>
        <translation>AdaLoRA</translation>
    </message>
    <message>
        <source>VeRA</source>
        <translation>VeRA</translation>
    </message>
    <message>
        <source>LoHa</source>
        <translation>LoHa</translation>
    </message>
    <message>
        <source>LoKr</source>
        <translation>LoKr</translation>
    </message>
    <message>
        <source>OFT</source>
        <translation>OFT</translation>
    </message>
    <message>
        <source>BOFT</source>
        <translation>BOFT</translation>
    </message>
    <message>
        <source>IA³</source>
        <translation>IA³</translation>
    </message>
    <message>
        <source>Prefix tuning</source>
        <translation>Önek ayarı (prefix tuning)</translation>
    </message>
    <message>
        <source>Prompt tuning</source>
        <translation>İstem ayarı (prompt tuning)</translation>
    </message>
    <message>
        <source>P-tuning</source>
        <translation>P-tuning</translation>
    </message>
    <message>
        <source>LLaMA-Adapter</source>
        <translation>LLaMA-Adapter</translation>
    </message>
    <message>
        <source>LLaMA-Adapter V2</source>
        <translation>LLaMA-Adapter V2</translation>
    </message>
    <message>
        <source>Bottleneck adapter</source>
        <translation>Darboğaz adaptörü</translation>
    </message>
    <message>
        <source>LayerNorm tuning</source>
        <translation>LayerNorm ayarı</translation>
    </message>
    <message>
        <source>Freeze all but the last N layers</source>
        <translation>Son N katman dışında hepsini dondur</translation>
    </message>
    <message>
        <source>q</source>
        <translation>q</translation>
    </message>
    <message>
        <source>k</source>
        <translation>k</translation>
    </message>
    <message>
        <source>v</source>
        <translation>v</translation>
    </message>
    <message>
        <source>o</source>
        <translation>o</translation>
    </message>
    <message>
        <source>gate</source>
        <translation>gate</translation>
    </message>
    <message>
        <source>up</source>
        <translation>up</translation>
    </message>
    <message>
        <source>down</source>
        <translation>down</translation>
    </message>
    <message>
        <source>NF4</source>
        <translation>NF4</translation>
    </message>
    <message>
        <source>NF4, double quantization</source>
        <translation>NF4, çift nicemleme</translation>
    </message>
    <message>
        <source>FP4</source>
        <translation>FP4</translation>
    </message>
    <message>
        <source>FP4, double quantization</source>
        <translation>FP4, çift nicemleme</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Yöntem</translation>
    </message>
    <message>
        <source>M&amp;ethod:</source>
        <translation>&amp;Yöntem:</translation>
    </message>
    <message>
        <source>&amp;Rank:</source>
        <translation>&amp;Rank:</translation>
    </message>
    <message>
        <source>&amp;Alpha:</source>
        <translation>&amp;Alfa:</translation>
    </message>
    <message>
        <source>&amp;Dropout:</source>
        <translation>&amp;Dropout:</translation>
    </message>
    <message>
        <source>Targets:</source>
        <translation>Hedef modüller:</translation>
    </message>
    <message>
        <source>&amp;Quantization:</source>
        <translation>&amp;Nicemleme:</translation>
    </message>
    <message>
        <source>&amp;Virtual tokens:</source>
        <translation>&amp;Sanal token'lar:</translation>
    </message>
    <message>
        <source>&amp;Bottleneck width:</source>
        <translation>&amp;Darboğaz genişliği:</translation>
    </message>
    <message>
        <source>Trained &amp;last layers:</source>
        <translation>Eğitilen &amp;son katmanlar:</translation>
    </message>
    <message>
        <source>bf16</source>
        <translation>bf16</translation>
    </message>
    <message>
        <source>fp16</source>
        <translation>fp16</translation>
    </message>
    <message>
        <source>Mixed bf16 (fp32 master weights)</source>
        <translation>Karma bf16 (fp32 ana ağırlıklar)</translation>
    </message>
    <message>
        <source>Mixed fp16 (fp32 master weights)</source>
        <translation>Karma fp16 (fp32 ana ağırlıklar)</translation>
    </message>
    <message>
        <source>fp32</source>
        <translation>fp32</translation>
    </message>
    <message>
        <source>AdamW</source>
        <translation>AdamW</translation>
    </message>
    <message>
        <source>AdamW 8-bit</source>
        <translation>AdamW 8 bit</translation>
    </message>
    <message>
        <source>Paged AdamW 32-bit</source>
        <translation>Sayfalı AdamW 32 bit</translation>
    </message>
    <message>
        <source>Paged AdamW 8-bit</source>
        <translation>Sayfalı AdamW 8 bit</translation>
    </message>
    <message>
        <source>AdamW fused into backward</source>
        <translation>Geri geçişe kaynaşık AdamW</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>Momentumlu SGD</translation>
    </message>
    <message>
        <source>Adafactor</source>
        <translation>Adafactor</translation>
    </message>
    <message>
        <source>Lion</source>
        <translation>Lion</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Kapalı</translation>
    </message>
    <message>
        <source>Full (every block)</source>
        <translation>Tam (her blok)</translation>
    </message>
    <message>
        <source>Selective</source>
        <translation>Seçici</translation>
    </message>
    <message>
        <source>Offload to CPU</source>
        <translation>CPU'ya aktar</translation>
    </message>
    <message>
        <source>FlashAttention</source>
        <translation>FlashAttention</translation>
    </message>
    <message>
        <source>PyTorch SDPA</source>
        <translation>PyTorch SDPA</translation>
    </message>
    <message>
        <source>Eager (stores scores)</source>
        <translation>Eager (skorları saklar)</translation>
    </message>
    <message>
        <source>Standard cross-entropy</source>
        <translation>Standart çapraz entropi</translation>
    </message>
    <message>
        <source>Chunked cross-entropy</source>
        <translation>Parçalı çapraz entropi</translation>
    </message>
    <message>
        <source>Fused linear cross-entropy</source>
        <translation>Kaynaşık doğrusal çapraz entropi</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Eğitim</translation>
    </message>
    <message>
        <source>&amp;Precision:</source>
        <translation>&amp;Hassasiyet:</translation>
    </message>
    <message>
        <source>&amp;Optimizer:</source>
        <translation>&amp;Optimizer:</translation>
    </message>
    <message>
        <source>Micro-&amp;batch:</source>
        <translation>Mikro-&amp;batch:</translation>
    </message>
    <message>
        <source>&amp;Sequence length:</source>
        <translation>&amp;Dizi uzunluğu:</translation>
    </message>
    <message>
        <source>&amp;Gradient accumulation:</source>
        <translation>&amp;Gradyan biriktirme:</translation>
    </message>
    <message>
        <source>&amp;Checkpointing:</source>
        <translation>&amp;Checkpointing:</translation>
    </message>
    <message>
        <source>A&amp;ttention:</source>
        <translation>&amp;Attention:</translation>
    </message>
    <message>
        <source>Lo&amp;ss:</source>
        <translation>&amp;Kayıp:</translation>
    </message>
    <message>
        <source>None (one GPU)</source>
        <translation>Yok (tek GPU)</translation>
    </message>
    <message>
        <source>DDP (full copy per GPU)</source>
        <translation>DDP (her GPU'da tam kopya)</translation>
    </message>
    <message>
        <source>ZeRO-1 (optimizer)</source>
        <translation>ZeRO-1 (optimizer)</translation>
    </message>
    <message>
        <source>ZeRO-2 (+ gradients)</source>
        <translation>ZeRO-2 (+ gradyanlar)</translation>
    </message>
    <message>
        <source>ZeRO-3 (+ weights)</source>
        <translation>ZeRO-3 (+ ağırlıklar)</translation>
    </message>
    <message>
        <source>FSDP full shard</source>
        <translation>FSDP tam parçalama</translation>
    </message>
    <message>
        <source>FSDP shard grad/optimizer</source>
        <translation>FSDP gradyan/optimizer parçalama</translation>
    </message>
    <message>
        <source>FSDP hybrid shard</source>
        <translation>FSDP hibrit parçalama</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Yok</translation>
    </message>
    <message>
        <source>Optimizer state to CPU</source>
        <translation>Optimizer durumu CPU'ya</translation>
    </message>
    <message>
        <source>Weights and optimizer to CPU</source>
        <translation>Ağırlıklar ve optimizer CPU'ya</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>Donanım</translation>
    </message>
    <message>
        <source>G&amp;PU:</source>
        <translation>&amp;GPU:</translation>
    </message>
    <message>
        <source>GPU &amp;count:</source>
        <translation>GPU &amp;sayısı:</translation>
    </message>
    <message>
        <source>S&amp;harding:</source>
        <translation>&amp;Parçalama:</translation>
    </message>
    <message>
        <source>O&amp;ffload:</source>
        <translation>&amp;Aktarma:</translation>
    </message>
    <message>
        <source>Imported model %1</source>
        <translation>İçe aktarılan model %1</translation>
    </message>
    <message>
        <source>Dataset and limits</source>
        <translation>Veri kümesi ve sınırlar</translation>
    </message>
    <message>
        <source>Training &amp;tokens:</source>
        <translation>Eğitim &amp;tokenları:</translation>
    </message>
    <message>
        <source> M</source>
        <comment>millions of tokens</comment>
        <translation> milyon</translation>
    </message>
    <message>
        <source>Tokens in the training set, in millions, per epoch</source>
        <translation>Eğitim kümesindeki token sayısı, milyon olarak, epoch başına</translation>
    </message>
    <message>
        <source>&amp;Epochs:</source>
        <translation>&amp;Epoch:</translation>
    </message>
    <message>
        <source>&amp;Deadline:</source>
        <translation>Son &amp;tarih:</translation>
    </message>
    <message>
        <source> h</source>
        <comment>hours</comment>
        <translation> sa</translation>
    </message>
    <message>
        <source>none</source>
        <translation>yok</translation>
    </message>
    <message>
        <source>B&amp;udget:</source>
        <translation>&amp;Bütçe:</translation>
    </message>
    <message>
        <source>$</source>
        <comment>US dollars before the amount</comment>
        <translation>$</translation>
    </message>
    <message>
        <source>Allow &amp;spot capacity</source>
        <translation>&amp;Spot kapasiteye izin ver</translation>
    </message>
    <message>
        <source>Use spot (interruptible) prices where their expected cost, restarts included, is lower</source>
        <translation>Beklenen maliyeti (yeniden başlatmalar dahil) daha düşük olduğunda spot (kesintiye uğrayabilen) fiyatları kullan</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::MainWindow</name>
    <message>
        <source>Open Hugging Face config</source>
        <translation>Hugging Face yapılandırmasını aç</translation>
    </message>
    <message>
        <source>Model config (*.json);;All files (*)</source>
        <translation>Model yapılandırması (*.json);;Tüm dosyalar (*)</translation>
    </message>
    <message>
        <source>About Tunefit</source>
        <translation>Tunefit hakkında</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Tunefit %1&lt;/h3&gt;&lt;p&gt;Estimates the GPU memory of fine-tuning jobs.&lt;/p&gt;&lt;p&gt;Built with Qt %2 (running on Qt %3).&lt;/p&gt;&lt;p&gt;License: GPL-3.0-or-later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Tunefit %1&lt;/h3&gt;&lt;p&gt;İnce ayar işlerinin GPU belleğini tahmin eder.&lt;/p&gt;&lt;p&gt;Qt %2 ile derlendi (Qt %3 üzerinde çalışıyor).&lt;/p&gt;&lt;p&gt;Lisans: GPL-3.0-or-later.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Memory</source>
        <translation>&amp;Bellek</translation>
    </message>
    <message>
        <source>&amp;What if</source>
        <translation>&amp;Ya şöyle olsaydı</translation>
    </message>
    <message>
        <source>&amp;GPUs</source>
        <translation>&amp;GPU'lar</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Dosya</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Çık</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>D&amp;il</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Yardım</translation>
    </message>
    <message>
        <source>&amp;About Tunefit</source>
        <translation>Tunefit &amp;hakkında</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>&amp;Qt hakkında</translation>
    </message>
    <message>
        <source>Cannot read config</source>
        <translation>Yapılandırma okunamadı</translation>
    </message>
    <message>
        <source>%1 could not be read as a Hugging Face config.json: %2 %3</source>
        <translation>%1, Hugging Face config.json olarak okunamadı: %2 %3</translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation>%1 içe aktarıldı</translation>
    </message>
    <message>
        <source>%1 parameters, %2 trainable</source>
        <translation>%1 parametre, %2 eğitilebilir</translation>
    </message>
    <message>
        <source>O&amp;ffers</source>
        <translation>&amp;Teklifler</translation>
    </message>
    <message>
        <source>Open job</source>
        <translation>İş aç</translation>
    </message>
    <message>
        <source>Tunefit jobs (*.tunefit.json);;JSON files (*.json);;All files (*)</source>
        <translation>Tunefit işleri (*.tunefit.json);;JSON dosyaları (*.json);;Tüm dosyalar (*)</translation>
    </message>
    <message>
        <source>&amp;Open job…</source>
        <translation>İş &amp;aç…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Son kullanılanlar</translation>
    </message>
    <message>
        <source>Open &amp;config.json…</source>
        <translation>&amp;config.json aç…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Kaydet</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>&amp;Farklı kaydet…</translation>
    </message>
    <message>
        <source>&amp;Export report (PDF)…</source>
        <translation>&amp;Raporu dışa aktar (PDF)…</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Adsız</translation>
    </message>
    <message>
        <source>%1[*] — Tunefit</source>
        <translation>%1[*] — Tunefit</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Kaydedilmemiş değişiklikler</translation>
    </message>
    <message>
        <source>The job %1 has unsaved changes. Save them?</source>
        <translation>%1 işinde kaydedilmemiş değişiklikler var. Kaydedilsin mi?</translation>
    </message>
    <message>
        <source>%1 is not valid JSON (the error is near byte %2).</source>
        <translation>%1 geçerli bir JSON değil (hata %2. bayt civarında).</translation>
    </message>
    <message>
        <source>%1 is not a Tunefit job file.</source>
        <translation>%1 bir Tunefit iş dosyası değil.</translation>
    </message>
    <message>
        <source>%1 was saved by a newer Tunefit (job file version %2; this version reads up to version %3). Update Tunefit to open it.</source>
        <translation>%1 daha yeni bir Tunefit ile kaydedilmiş (iş dosyası sürümü %2; bu sürüm en çok %3. sürümü okur). Açmak için Tunefit'i güncelleyin.</translation>
    </message>
    <message>
        <source>%1 lacks the entry “%2”.</source>
        <translation>%1 dosyasında “%2” girdisi yok.</translation>
    </message>
    <message>
        <source>In %1 the entry “%2” should be of type %3.</source>
        <translation>%1 dosyasında “%2” girdisinin türü %3 olmalı.</translation>
    </message>
    <message>
        <source>In %1 the entry “%2” has an unknown value “%3”.</source>
        <translation>%1 dosyasında “%2” girdisinin değeri “%3” bilinmiyor.</translation>
    </message>
    <message>
        <source>%1 names the model preset “%2”, which this version does not know.</source>
        <translation>%1, bu sürümün tanımadığı “%2” model ön ayarını kullanıyor.</translation>
    </message>
    <message>
        <source>%1 could not be read as a job file: %2 %3 %4</source>
        <translation>%1 iş dosyası olarak okunamadı: %2 %3 %4</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>%1 okunamadı: %2</translation>
    </message>
    <message>
        <source>Cannot open job</source>
        <translation>İş açılamıyor</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 açıldı</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 yazılamadı: %2</translation>
    </message>
    <message>
        <source>Cannot save job</source>
        <translation>İş kaydedilemiyor</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 kaydedildi</translation>
    </message>
    <message>
        <source>Save job</source>
        <translation>İşi kaydet</translation>
    </message>
    <message>
        <source>Tunefit jobs (*.tunefit.json)</source>
        <translation>Tunefit işleri (*.tunefit.json)</translation>
    </message>
    <message>
        <source>%1 no longer exists and was removed from the recent files.</source>
        <translation>%1 artık yok; son kullanılan dosyalardan çıkarıldı.</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>Raporu dışa aktar</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot export report</source>
        <translation>Rapor dışa aktarılamıyor</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 dışa aktarıldı</translation>
    </message>
    <message>
        <source>&lt;p&gt;Catalog prices as of %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Katalog fiyatları %1 itibarıyla.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>prices as of %1</source>
        <translation>fiyatlar %1 itibarıyla</translation>
    </message>
    <message>
        <source>Export results (CSV, JSON)…</source>
        <translation>Sonuçları dışa aktar (CSV, JSON)…</translation>
    </message>
    <message>
        <source>Export results</source>
        <translation>Sonuçları dışa aktar</translation>
    </message>
    <message>
        <source>CSV (*.csv);;JSON (*.json)</source>
        <translation>CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Cannot export results</source>
        <translation>Sonuçlar dışa aktarılamadı</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::OffersModel</name>
    <message>
        <source>no BF16</source>
        <translation>BF16 yok</translation>
    </message>
    <message>
        <source>no 4-bit kernels</source>
        <translation>4-bit çekirdek yok</translation>
    </message>
    <message>
        <source>PCIe sharding</source>
        <translation>PCIe üzerinden bölme</translation>
    </message>
    <message>
        <source>slow link</source>
        <translation>yavaş bağlantı</translation>
    </message>
    <message>
        <source>stale price</source>
        <translation>eski fiyat</translation>
    </message>
    <message>
        <source>undated price</source>
        <translation>tarihsiz fiyat</translation>
    </message>
    <message>
        <source>GPU-only price</source>
        <translation>yalnız GPU fiyatı</translation>
    </message>
    <message>
        <source>misses deadline</source>
        <translation>son tarihi kaçırıyor</translation>
    </message>
    <message>
        <source>over budget</source>
        <translation>bütçeyi aşar</translation>
    </message>
    <message>
        <source>storage price unknown</source>
        <translation>depolama fiyatı bilinmiyor</translation>
    </message>
    <message>
        <source>egress price unknown</source>
        <translation>çıkış trafiği fiyatı bilinmiyor</translation>
    </message>
    <message>
        <source>This GPU has no BF16: the run uses FP16 with loss scaling.</source>
        <translation>Bu GPU'da BF16 yok: çalıştırma loss scaling ile FP16 kullanır.</translation>
    </message>
    <message>
        <source>bitsandbytes has no 4-bit kernels for this vendor.</source>
        <translation>bitsandbytes'ın bu üretici için 4-bit çekirdekleri yok.</translation>
    </message>
    <message>
        <source>Sharded training over PCIe-only links: communication slows every step.</source>
        <translation>Yalnız PCIe bağlantıları üzerinden bölünmüş eğitim: iletişim her adımı yavaşlatır.</translation>
    </message>
    <message>
        <source>Consumer GPUs without a fast interconnect in a multi-GPU plan.</source>
        <translation>Çok GPU'lu planda hızlı ara bağlantısı olmayan tüketici GPU'ları.</translation>
    </message>
    <message>
        <source>The price is older than 90 days; check the provider's page.</source>
        <translation>Fiyat 90 günden eski; sağlayıcının sayfasını kontrol edin.</translation>
    </message>
    <message>
        <source>The price has no date.</source>
        <translation>Fiyatın tarihi yok.</translation>
    </message>
    <message>
        <source>The price covers the GPU only: host CPU and RAM are billed extra.</source>
        <translation>Fiyat yalnız GPU'yu kapsar: ana makine CPU ve RAM ayrıca faturalanır.</translation>
    </message>
    <message>
        <source>The run misses the deadline.</source>
        <translation>Çalıştırma son tarihi kaçırıyor.</translation>
    </message>
    <message>
        <source>The run costs more than the budget.</source>
        <translation>Çalıştırma bütçeden pahalı.</translation>
    </message>
    <message>
        <source>The storage price is unknown and not counted.</source>
        <translation>Depolama fiyatı bilinmiyor ve hesaba katılmadı.</translation>
    </message>
    <message>
        <source>The egress price is unknown and not counted.</source>
        <translation>Çıkış trafiği fiyatı bilinmiyor ve hesaba katılmadı.</translation>
    </message>
    <message>
        <source>unknown GPU</source>
        <translation>bilinmeyen GPU</translation>
    </message>
    <message>
        <source>unknown provider</source>
        <translation>bilinmeyen sağlayıcı</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>fiyat yok</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>sığmıyor</translation>
    </message>
    <message>
        <source>no multi-node network</source>
        <translation>çok düğümlü ağ yok</translation>
    </message>
    <message>
        <source>no speed figures</source>
        <translation>hız verisi yok</translation>
    </message>
    <message>
        <source>The GPU is not in the catalog.</source>
        <translation>GPU katalogda yok.</translation>
    </message>
    <message>
        <source>The provider is not in the catalog.</source>
        <translation>Sağlayıcı katalogda yok.</translation>
    </message>
    <message>
        <source>The offer has no on-demand price.</source>
        <translation>Teklifin isteğe bağlı fiyatı yok.</translation>
    </message>
    <message>
        <source>The job does not fit, even sharded with offload on the most instances allowed.</source>
        <translation>İş, izin verilen en çok örnekte bölünüp boşaltılsa bile sığmıyor.</translation>
    </message>
    <message>
        <source>The job fits only across instances, and the provider has no multi-node network.</source>
        <translation>İş yalnızca birden çok örneğe yayılınca sığıyor ve sağlayıcının çok düğümlü ağı yok.</translation>
    </message>
    <message>
        <source>There are no throughput figures for this GPU.</source>
        <translation>Bu GPU için verim verisi yok.</translation>
    </message>
    <message>
        <source>single GPU</source>
        <translation>tek GPU</translation>
    </message>
    <message>
        <source>DDP</source>
        <translation>DDP</translation>
    </message>
    <message>
        <source>ZeRO-1</source>
        <translation>ZeRO-1</translation>
    </message>
    <message>
        <source>ZeRO-2</source>
        <translation>ZeRO-2</translation>
    </message>
    <message>
        <source>ZeRO-3</source>
        <translation>ZeRO-3</translation>
    </message>
    <message>
        <source>optimizer offload</source>
        <translation>optimizer boşaltma</translation>
    </message>
    <message>
        <source>weight offload</source>
        <translation>ağırlık boşaltma</translation>
    </message>
    <message>
        <source>per second</source>
        <translation>saniye başına</translation>
    </message>
    <message>
        <source>per minute</source>
        <translation>dakika başına</translation>
    </message>
    <message>
        <source>per hour</source>
        <translation>saat başına</translation>
    </message>
    <message>
        <source>%1, %2 s minimum</source>
        <translation>%1, en az %2 sn</translation>
    </message>
    <message>
        <source>storage</source>
        <translation>depolama</translation>
    </message>
    <message>
        <source>per-second billing</source>
        <translation>saniyelik faturalama</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>spot</translation>
    </message>
    <message>
        <source>SSH</source>
        <translation>SSH</translation>
    </message>
    <message>
        <source>Docker</source>
        <translation>Docker</translation>
    </message>
    <message>
        <source>Jupyter</source>
        <translation>Jupyter</translation>
    </message>
    <message>
        <source>multi-node</source>
        <translation>çok düğümlü</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>no</source>
        <translation>hayır</translation>
    </message>
    <message>
        <source>low risk</source>
        <translation>düşük risk</translation>
    </message>
    <message>
        <source>medium risk</source>
        <translation>orta risk</translation>
    </message>
    <message>
        <source>high risk</source>
        <translation>yüksek risk</translation>
    </message>
    <message>
        <source>never finishes</source>
        <translation>hiç bitmez</translation>
    </message>
    <message>
        <source>used, %1</source>
        <translation>kullanılıyor, %1</translation>
    </message>
    <message>
        <source>available, %1</source>
        <translation>mevcut, %1</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>hesaplama</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>bellek bant genişliği</translation>
    </message>
    <message>
        <source>interconnect</source>
        <translation>ara bağlantı</translation>
    </message>
    <message>
        <source>host overhead</source>
        <translation>ana makine ek yükü</translation>
    </message>
    <message>
        <source>offload transfers</source>
        <translation>boşaltma aktarımları</translation>
    </message>
    <message>
        <source>egress</source>
        <translation>dışa veri aktarımı</translation>
    </message>
    <message>
        <source>$%1</source>
        <comment>US dollars</comment>
        <translation>$%1</translation>
    </message>
    <message>
        <source>No offer fits this job.</source>
        <translation>Bu işe sığan teklif yok.</translation>
    </message>
    <message>
        <source>Best: %1 %2 × %3 — %4 for %5 h</source>
        <translation>En iyisi: %1 %2 × %3 — %5 saatte %4</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 / %2 free</source>
        <translation>%1 / %2 boş</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>tarihsiz</translation>
    </message>
    <message>
        <source>%1 (stale)</source>
        <translation>%1 (eski)</translation>
    </message>
    <message>
        <source>Compute %1, storage %2, egress %3</source>
        <translation>Hesaplama %1, depolama %2, çıkış trafiği %3</translation>
    </message>
    <message>
        <source>The planner's ranking for the chosen order</source>
        <translation>Seçilen sıralama için planlayıcının sırası</translation>
    </message>
    <message>
        <source>Memory needed per GPU and what stays free, in GiB</source>
        <translation>GPU başına gereken bellek ve boş kalan, GiB olarak</translation>
    </message>
    <message>
        <source>Wall time including startup and checkpoints</source>
        <translation>Başlangıç ve checkpoint'ler dahil toplam süre</translation>
    </message>
    <message>
        <source>Cost of the whole run: compute, storage and egress</source>
        <translation>Tüm çalıştırmanın maliyeti: hesaplama, depolama ve çıkış trafiği</translation>
    </message>
    <message>
        <source>On-demand price per GPU and hour</source>
        <translation>GPU ve saat başına isteğe bağlı fiyat</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Sağlayıcı</translation>
    </message>
    <message>
        <source>Instance</source>
        <translation>Örnek</translation>
    </message>
    <message>
        <source>GPU × count</source>
        <translation>GPU × adet</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Strateji</translation>
    </message>
    <message>
        <source>GiB per GPU</source>
        <translation>GPU başına GiB</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>Saat</translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation>Toplam maliyet</translation>
    </message>
    <message>
        <source>$/GPU-hour</source>
        <translation>$/GPU-saat</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>Faturalama</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>Features</source>
        <translation>Özellikler</translation>
    </message>
    <message>
        <source>Price date</source>
        <translation>Fiyat tarihi</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Uyarılar</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::OffersView</name>
    <message>
        <source>Filter by provider, instance, GPU or region</source>
        <translation>Sağlayıcı, örnek, GPU veya bölgeye göre süz</translation>
    </message>
    <message>
        <source>&amp;Order:</source>
        <translation>&amp;Sıralama:</translation>
    </message>
    <message>
        <source>Cheapest</source>
        <translation>En ucuz</translation>
    </message>
    <message>
        <source>Fastest</source>
        <translation>En hızlı</translation>
    </message>
    <message>
        <source>Cheapest within the deadline</source>
        <translation>Son tarih içinde en ucuz</translation>
    </message>
    <message>
        <source>Fastest within the budget</source>
        <translation>Bütçe içinde en hızlı</translation>
    </message>
    <message>
        <source>&amp;Fits only</source>
        <translation>Yalnız &amp;sığanlar</translation>
    </message>
    <message>
        <source>C&amp;lass:</source>
        <translation>S&amp;ınıf:</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Hepsi</translation>
    </message>
    <message>
        <source>Datacenter</source>
        <translation>Veri merkezi</translation>
    </message>
    <message>
        <source>Workstation</source>
        <translation>İş istasyonu</translation>
    </message>
    <message>
        <source>Consumer</source>
        <translation>Tüketici</translation>
    </message>
    <message>
        <source>&amp;Vendor:</source>
        <translation>Ü&amp;retici:</translation>
    </message>
    <message>
        <source>Per-second &amp;billing</source>
        <translation>Saniyelik &amp;faturalama</translation>
    </message>
    <message>
        <source>S&amp;pot available</source>
        <translation>S&amp;pot mevcut</translation>
    </message>
    <message>
        <source>Persistent &amp;storage</source>
        <translation>Kalıcı &amp;depolama</translation>
    </message>
    <message>
        <source>&amp;Compare…</source>
        <translation>&amp;Karşılaştır…</translation>
    </message>
    <message>
        <source>Select 2 to 4 offers to compare them side by side</source>
        <translation>Yan yana karşılaştırmak için 2 ila 4 teklif seçin</translation>
    </message>
    <message>
        <source>%1 of %2 offers shown</source>
        <translation>%2 tekliften %1 tanesi gösteriliyor</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::WhatIfChart</name>
    <message>
        <source>Sequence length</source>
        <translation>Dizi uzunluğu</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>Mikro-batch</translation>
    </message>
    <message>
        <source>&amp;Vary:</source>
        <translation>&amp;Değiştir:</translation>
    </message>
    <message>
        <source>Longest sequence that fits on %1: %2 tokens</source>
        <translation>%1 üzerine sığan en uzun dizi: %2 token</translation>
    </message>
    <message>
        <source>No sequence length fits on %1</source>
        <translation>%1 üzerine hiçbir dizi uzunluğu sığmıyor</translation>
    </message>
    <message>
        <source>Largest micro-batch that fits on %1: %2</source>
        <translation>%1 üzerine sığan en büyük mikro-batch: %2</translation>
    </message>
    <message>
        <source>No micro-batch fits on %1</source>
        <translation>%1 üzerine hiçbir mikro-batch sığmıyor</translation>
    </message>
    <message>
        <source>Peak per GPU</source>
        <translation>GPU başına tepe</translation>
    </message>
    <message>
        <source>Current setting</source>
        <translation>Geçerli ayar</translation>
    </message>
    <message>
        <source>%1 capacity (%2 GiB)</source>
        <translation>%1 kapasitesi (%2 GiB)</translation>
    </message>
    <message>
        <source>Sequence length (tokens)</source>
        <translation>Dizi uzunluğu (token)</translation>
    </message>
    <message>
        <source>Micro-batch (sequences)</source>
        <translation>Mikro-batch (dizi)</translation>
    </message>
    <message>
        <source>GiB per GPU</source>
        <translation>GPU başına GiB</translation>
    </message>
</context>
</TS>
