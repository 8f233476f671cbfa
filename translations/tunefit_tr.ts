<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="tr_TR">
<context>
    <name>AdviceWording</name>
    <message>
        <source>no checkpointing</source>
        <translation>checkpointing yok</translation>
    </message>
    <message>
        <source>full checkpointing</source>
        <translation>tam checkpointing</translation>
    </message>
    <message>
        <source>selective checkpointing</source>
        <translation>seçici checkpointing</translation>
    </message>
    <message>
        <source>offloaded checkpointing</source>
        <translation>CPU&apos;ya aktarılan checkpointing</translation>
    </message>
    <message>
        <source>op-level selective checkpointing</source>
        <translation>işlem düzeyinde seçici checkpointing</translation>
    </message>
    <message>
        <source>FlashAttention</source>
        <translation>FlashAttention</translation>
    </message>
    <message>
        <source>SDPA attention</source>
        <translation>SDPA attention</translation>
    </message>
    <message>
        <source>eager attention</source>
        <translation>eager attention</translation>
    </message>
    <message>
        <source>standard loss</source>
        <translation>standart kayıp</translation>
    </message>
    <message>
        <source>chunked loss</source>
        <translation>parçalı kayıp (chunked)</translation>
    </message>
    <message>
        <source>fused loss</source>
        <translation>birleşik kayıp (fused)</translation>
    </message>
    <message>
        <source>micro-batch %1 × accumulation %2</source>
        <translation>mikro-batch %1 × biriktirme %2</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <comment>a change from the user&apos;s value to the advised one</comment>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the changes of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>−%1 GiB</source>
        <translation>−%1 GiB</translation>
    </message>
    <message>
        <source>+%1 GiB</source>
        <translation>+%1 GiB</translation>
    </message>
    <message>
        <source>same time</source>
        <translation>aynı süre</translation>
    </message>
    <message>
        <source>−%1% time</source>
        <translation>süre −%%1</translation>
    </message>
    <message>
        <source>+%1% time</source>
        <translation>süre +%%1</translation>
    </message>
    <message>
        <source>LoRA instead of full fine-tuning</source>
        <translation>tam ince ayar yerine LoRA</translation>
    </message>
    <message>
        <source>QLoRA instead of LoRA</source>
        <translation>LoRA yerine QLoRA</translation>
    </message>
    <message>
        <source>LoRA on the query and value projections only</source>
        <translation>yalnızca q ve v projeksiyonlarında LoRA</translation>
    </message>
    <message>
        <source>sequences of %1 tokens</source>
        <translation>%1 tokenlik diziler</translation>
    </message>
    <message>
        <source>one sequence per optimizer step</source>
        <translation>optimizer adımı başına bir dizi</translation>
    </message>
    <message>
        <source>%1 (changes the training)</source>
        <translation>%1 (eğitimi değiştirir)</translation>
    </message>
    <message>
        <source>%1, with %2</source>
        <translation>%1, şunlarla: %2</translation>
    </message>
    <message>
        <source>Fits as set</source>
        <translation>Ayarlandığı gibi sığar</translation>
    </message>
    <message>
        <source>Fits with: %1</source>
        <translation>Şunlarla sığar: %1</translation>
    </message>
    <message>
        <source>Does not fit: nearest is as set, %1</source>
        <translation>Sığmaz: en yakını ayarlandığı hâli, %1</translation>
    </message>
    <message>
        <source>Does not fit: nearest is %1 with %2</source>
        <translation>Sığmaz: en yakını %2 ile %1</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>Sığmaz</translation>
    </message>
    <message>
        <source>no model parallelism</source>
        <translation>model paralelliği yok</translation>
    </message>
    <message>
        <source>a model-parallel layout</source>
        <translation>model paralel bir düzen</translation>
    </message>
    <message>
        <source>as set</source>
        <comment>an offer runs the job exactly as the user set it</comment>
        <translation>ayarlandığı gibi</translation>
    </message>
    <message>
        <source>time not comparable: the job as set does not fit</source>
        <translation>süre karşılaştırılamaz: iş ayarlandığı gibi sığmıyor</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <comment>a change with its memory and time effect</comment>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <comment>a sharding with its offload</comment>
        <translation>%1 ve %2</translation>
    </message>
    <message>
        <source>Cannot run the job&apos;s recipe: %1</source>
        <translation>İşin tarifini çalıştıramaz: %1</translation>
    </message>
    <message>
        <source>Cannot run the job&apos;s recipe: %1 (memory: %2)</source>
        <translation>İşin tarifini çalıştıramaz: %1 (bellek: %2)</translation>
    </message>
    <message>
        <source>With %1: %2</source>
        <comment>a change of the numerics, its effect on the time</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <comment>the advice; a change of the numerics</comment>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>Cannot run the job&apos;s optimizer: %1</source>
        <translation>İşin optimize edicisi çalışamaz: %1</translation>
    </message>
    <message>
        <source>Cannot run the job&apos;s optimizer: %1 (memory: %2)</source>
        <translation>İşin optimize edicisi çalışamaz: %1 (bellek: %2)</translation>
    </message>
    <message>
        <source>linears in %1 (changes the numerics)</source>
        <translation>%1 ile doğrusal katmanlar (sayısal davranışı değiştirir)</translation>
    </message>
</context>
<context>
    <name>CatalogCommand</name>
    <message>
        <source>name</source>
        <translation>ad</translation>
    </message>
    <message>
        <source>bf16 TFLOPS</source>
        <translation>bf16 TFLOPS</translation>
    </message>
    <message>
        <source>BW GB/s</source>
        <comment>memory bandwidth</comment>
        <translation>bant GB/s</translation>
    </message>
    <message>
        <source>origin</source>
        <comment>where the row comes from: built-in or user</comment>
        <translation>köken</translation>
    </message>
    <message>
        <source>spot: yes</source>
        <translation>spot: evet</translation>
    </message>
    <message>
        <source>spot: no</source>
        <translation>spot: hayır</translation>
    </message>
    <message>
        <source>egress: %1</source>
        <comment>USD per GB</comment>
        <translation>çıkış: %1</translation>
    </message>
    <message>
        <source>id</source>
        <translation>kimlik</translation>
    </message>
    <message>
        <source>provider</source>
        <translation>sağlayıcı</translation>
    </message>
    <message>
        <source>instance</source>
        <translation>sunucu</translation>
    </message>
    <message>
        <source>gpus</source>
        <translation>gpu</translation>
    </message>
    <message>
        <source>region</source>
        <translation>bölge</translation>
    </message>
    <message>
        <source>USD/h</source>
        <translation>USD/sa</translation>
    </message>
    <message>
        <source>USD/GPU-h</source>
        <translation>USD/GPU-sa</translation>
    </message>
    <message>
        <source>spot/h</source>
        <translation>spot/sa</translation>
    </message>
    <message>
        <source>as of</source>
        <translation>tarih</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>tarihsiz</translation>
    </message>
    <message>
        <source>Reset failed, nothing was changed: %1</source>
        <translation>Sıfırlama başarısız, hiçbir şey değişmedi: %1</translation>
    </message>
    <message>
        <source>The catalog was reset to the built-in defaults, keeping the rows you added.</source>
        <translation>Katalog yerleşik varsayılanlara sıfırlandı; eklediğiniz satırlar korundu.</translation>
    </message>
    <message>
        <source>The catalog was reset to the built-in defaults.</source>
        <translation>Katalog yerleşik varsayılanlara sıfırlandı.</translation>
    </message>
    <message>
        <source>--%1 needs a number &gt;= 0, not &quot;%2&quot;</source>
        <translation>--%1 için 0 veya daha büyük bir sayı gerekir, &quot;%2&quot; değil</translation>
    </message>
    <message>
        <source>Only GPUs/offers whose GPU name contains TEXT.</source>
        <translation>Yalnızca GPU adı TEXT içeren GPU&apos;lar/teklifler.</translation>
    </message>
    <message>
        <source>list: only rows of providers whose name contains TEXT; import --table skypilot: the provider the file belongs to.</source>
        <translation>list: yalnızca adı TEXT içeren sağlayıcıların satırları; import --table skypilot: dosyanın ait olduğu sağlayıcı.</translation>
    </message>
    <message>
        <source>Only offers with an on-demand price up to USD per GPU-hour.</source>
        <translation>Yalnızca isteğe bağlı fiyatı GPU-saati başına en fazla USD olan teklifler.</translation>
    </message>
    <message>
        <source>Print an array of JSON objects with the table&apos;s fields.</source>
        <translation>Tablonun alanlarını içeren JSON nesnelerinden bir dizi yazdır.</translation>
    </message>
    <message>
        <source>What the imported file holds: gpus, providers, offers or skypilot.</source>
        <translation>İçe aktarılan dosyanın içeriği: gpus, providers, offers veya skypilot.</translation>
    </message>
    <message>
        <source>SkyPilot import: keep every region, not only the cheapest.</source>
        <translation>SkyPilot içe aktarımı: yalnızca en ucuzu değil, her bölgeyi koru.</translation>
    </message>
    <message>
        <source>Import: show the preview only.</source>
        <translation>İçe aktarma: yalnızca önizlemeyi göster.</translation>
    </message>
    <message>
        <source>Import: commit the valid rows even when some are rejected.</source>
        <translation>İçe aktarma: bazı satırlar reddedilse bile geçerli satırları kaydet.</translation>
    </message>
    <message>
        <source>Date for the stale-price check and SkyPilot rows (default: today).</source>
        <translation>Eskimiş fiyat denetimi ve SkyPilot satırları için tarih (varsayılan: bugün).</translation>
    </message>
    <message>
        <source>Export: write to FILE instead of standard output.</source>
        <translation>Dışa aktarma: standart çıktı yerine FILE dosyasına yaz.</translation>
    </message>
    <message>
        <source>Reset: keep the rows you added.</source>
        <translation>Sıfırlama: eklediğiniz satırları koru.</translation>
    </message>
    <message>
        <source>--today needs a date written YYYY-MM-DD.</source>
        <translation>--today için YYYY-AA-GG biçiminde bir tarih gerekir.</translation>
    </message>
    <message>
        <source>Name a table: gpus, providers or offers.</source>
        <translation>Bir tablo belirtin: gpus, providers veya offers.</translation>
    </message>
    <message>
        <source>Name the file to import.</source>
        <translation>İçe aktarılacak dosyayı belirtin.</translation>
    </message>
    <message>
        <source>--table must be gpus, providers, offers or skypilot.</source>
        <translation>--table değeri gpus, providers, offers veya skypilot olmalı.</translation>
    </message>
    <message>
        <source>A SkyPilot file does not name its cloud: add --provider NAME (e.g. Lambda).</source>
        <translation>SkyPilot dosyası hangi buluta ait olduğunu belirtmez: --provider NAME ekleyin (ör. Lambda).</translation>
    </message>
    <message>
        <source>Unknown action &quot;%1&quot;.</source>
        <translation>Bilinmeyen işlem &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>list, import, export, reset, sources or update</source>
        <translation>list, import, export, reset, sources veya update</translation>
    </message>
    <message>
        <source>sources add: the file&apos;s format, skypilot (a SkyPilot vms.csv) or tunefit (offers CSV).</source>
        <translation>sources add: dosyanın biçimi, skypilot (bir SkyPilot vms.csv) veya tunefit (teklif CSV&apos;si).</translation>
    </message>
    <message>
        <source>sources add: the SkyPilot catalog version of the file, e.g. v9.</source>
        <translation>sources add: dosyanın SkyPilot katalog sürümü, örn. v9.</translation>
    </message>
    <message>
        <source>update: read only this price source (may be repeated; default: all).</source>
        <translation>update: yalnızca bu fiyat kaynağını oku (tekrarlanabilir; varsayılan: hepsi).</translation>
    </message>
    <message>
        <source>update: give up on a source after SECONDS (default 60).</source>
        <translation>update: bir kaynaktan SECONDS saniye sonra vazgeç (varsayılan 60).</translation>
    </message>
    <message>
        <source>Name price sources with --source NAME.</source>
        <translation>Fiyat kaynaklarını --source NAME ile belirtin.</translation>
    </message>
    <message>
        <source>Name an action: list, import, export, reset, sources or update.</source>
        <translation>Bir işlem belirtin: list, import, export, reset, sources veya update.</translation>
    </message>
    <message>
        <source>--timeout needs a whole number of seconds from 1 to 3600.</source>
        <translation>--timeout 1 ile 3600 arasında tam sayı saniye ister.</translation>
    </message>
    <message>
        <source>Catalog database file, or a team catalog as postgresql://user@host:port/database (default: the user&apos;s own).</source>
        <translation>Katalog veritabanı dosyası ya da postgresql://user@host:port/database biçiminde bir ekip kataloğu (varsayılan: kullanıcının kendi kataloğu).</translation>
    </message>
    <message>
        <source>memory GiB</source>
        <translation>bellek GiB</translation>
    </message>
    <message>
        <source>Only GPUs (and their offers) with at least GiB of memory, as the driver reports it.</source>
        <translation>Yalnızca sürücünün bildirdiğine göre en az GiB belleği olan GPU&apos;lar (ve teklifleri).</translation>
    </message>
    <message>
        <source>The local catalog of GPUs, cloud providers and priced offers.

  catalog list gpus|providers|offers [--gpu TEXT] [--provider TEXT] [--max-price USD] [--min-memory GiB] [--json]
  catalog import FILE --table gpus|providers|offers|skypilot [--provider NAME] [--all-regions] [--dry-run]
  catalog export gpus|providers|offers [--out FILE]
  catalog reset [--keep-user-rows]
  catalog sources list|add NAME URL --format skypilot|tunefit --provider PROVIDER [--catalog-version V]|remove NAME
  catalog update [--source NAME]... [--dry-run] [--take-doubtful-prices] [--json] [--timeout SECONDS]</source>
        <translation>GPU&apos;ların, bulut sağlayıcılarının ve fiyatlı tekliflerin yerel kataloğu.

  catalog list gpus|providers|offers [--gpu TEXT] [--provider TEXT] [--max-price USD] [--min-memory GiB] [--json]
  catalog import FILE --table gpus|providers|offers|skypilot [--provider NAME] [--all-regions] [--dry-run]
  catalog export gpus|providers|offers [--out FILE]
  catalog reset [--keep-user-rows]
  catalog sources list|add NAME URL --format skypilot|tunefit --provider PROVIDER [--catalog-version V]|remove NAME
  catalog update [--source NAME]... [--dry-run] [--take-doubtful-prices] [--json] [--timeout SECONDS]</translation>
    </message>
    <message>
        <source>update: write doubtful prices too (zero, under 0.01 or over 100 USD per GPU-hour, or changed by more than 10 times).</source>
        <translation>update: şüpheli fiyatları da yaz (sıfır, GPU-saat başına 0.01 USD altı veya 100 USD üstü ya da 10 kattan fazla değişmiş).</translation>
    </message>
    <message>
        <source>reset takes no argument; unexpected &quot;%1&quot;.</source>
        <translation>reset argüman almaz; beklenmeyen &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>software</source>
        <comment>attention kernels, quantization library, FP8/FP4 formats</comment>
        <translation>yazılım</translation>
    </message>
</context>
<context>
    <name>CatalogImport</name>
    <message>
        <source>line %1: warning: %2</source>
        <translation>satır %1: uyarı: %2</translation>
    </message>
    <message>
        <source>Preview: %1 to add, %2 to update, %3 unchanged, %4 rejected, %5 skipped</source>
        <translation>Önizleme: %1 eklenecek, %2 güncellenecek, %3 değişmedi, %4 reddedildi, %5 atlandı</translation>
    </message>
    <message>
        <source>line %1: rejected: %2</source>
        <translation>satır %1: reddedildi: %2</translation>
    </message>
    <message>
        <source>Dry run: nothing was written.</source>
        <translation>Deneme çalıştırması: hiçbir şey yazılmadı.</translation>
    </message>
    <message>
        <source>Nothing was imported because rows were rejected. Fix them, or use --skip-rejected to import the other rows.</source>
        <translation>Reddedilen satırlar olduğu için hiçbir şey içe aktarılmadı. Onları düzeltin ya da diğer satırları içe aktarmak için --skip-rejected kullanın.</translation>
    </message>
    <message>
        <source>Import failed, nothing was changed: %1</source>
        <translation>İçe aktarma başarısız, hiçbir şey değişmedi: %1</translation>
    </message>
    <message numerus="yes">
        <source>Imported: %n rows written in %1 ms.</source>
        <translation>
            <numerusform>İçe aktarıldı: %1 ms içinde %n satır yazıldı.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CatalogWording</name>
    <message>
        <source>Vendor</source>
        <translation>Üretici</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Ad</translation>
    </message>
    <message>
        <source>Memory (GB)</source>
        <translation>Bellek (GB)</translation>
    </message>
    <message>
        <source>Memory type</source>
        <translation>Bellek türü</translation>
    </message>
    <message>
        <source>Memory bandwidth (GB/s)</source>
        <translation>Bellek bant genişliği (GB/s)</translation>
    </message>
    <message>
        <source>bf16 TFLOPS (dense)</source>
        <translation>bf16 TFLOPS (yoğun)</translation>
    </message>
    <message>
        <source>fp16 TFLOPS (dense)</source>
        <translation>fp16 TFLOPS (yoğun)</translation>
    </message>
    <message>
        <source>fp8 TFLOPS (dense)</source>
        <translation>fp8 TFLOPS (yoğun)</translation>
    </message>
    <message>
        <source>int8 TOPS (dense)</source>
        <translation>int8 TOPS (yoğun)</translation>
    </message>
    <message>
        <source>tf32 TFLOPS (dense)</source>
        <translation>tf32 TFLOPS (yoğun)</translation>
    </message>
    <message>
        <source>fp32 TFLOPS</source>
        <translation>fp32 TFLOPS</translation>
    </message>
    <message>
        <source>Supports bf16</source>
        <translation>bf16 desteği</translation>
    </message>
    <message>
        <source>Supports fp8</source>
        <translation>fp8 desteği</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>Mimari</translation>
    </message>
    <message>
        <source>Tensor core generation</source>
        <translation>Tensor çekirdeği nesli</translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation>Ara bağlantı</translation>
    </message>
    <message>
        <source>Interconnect bandwidth per GPU (GB/s)</source>
        <translation>GPU başına ara bağlantı bant genişliği (GB/s)</translation>
    </message>
    <message>
        <source>Power (TDP, W)</source>
        <translation>Güç (TDP, W)</translation>
    </message>
    <message>
        <source>Form factor</source>
        <translation>Form faktörü</translation>
    </message>
    <message>
        <source>Release year</source>
        <translation>Çıkış yılı</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Sınıf</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Kaynak</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>Doğrulama</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notlar</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>Tarih</translation>
    </message>
    <message>
        <source>Website</source>
        <translation>Web sitesi</translation>
    </message>
    <message>
        <source>Billing granularity</source>
        <translation>Faturalama aralığı (yayımlandığı gibi)</translation>
    </message>
    <message>
        <source>Billing unit</source>
        <translation>Faturalama birimi</translation>
    </message>
    <message>
        <source>Minimum billed time (s)</source>
        <translation>En az faturalanan süre (sn)</translation>
    </message>
    <message>
        <source>Spot available</source>
        <translation>Spot var</translation>
    </message>
    <message>
        <source>Spot notes</source>
        <translation>Spot notları</translation>
    </message>
    <message>
        <source>Spot interruptions per hour</source>
        <translation>Saat başına spot kesintisi</translation>
    </message>
    <message>
        <source>Persistent storage</source>
        <translation>Kalıcı depolama</translation>
    </message>
    <message>
        <source>Storage price (as published)</source>
        <translation>Depolama fiyatı (yayımlandığı gibi)</translation>
    </message>
    <message>
        <source>Storage (USD per GB-month)</source>
        <translation>Depolama (GB-ay başına USD)</translation>
    </message>
    <message>
        <source>Egress price (as published)</source>
        <translation>Veri çıkış fiyatı (yayımlandığı gibi)</translation>
    </message>
    <message>
        <source>Egress (USD per GB)</source>
        <translation>Veri çıkışı (GB başına USD)</translation>
    </message>
    <message>
        <source>SSH access</source>
        <translation>SSH erişimi</translation>
    </message>
    <message>
        <source>Docker images</source>
        <translation>Docker imajları</translation>
    </message>
    <message>
        <source>Jupyter</source>
        <translation>Jupyter</translation>
    </message>
    <message>
        <source>Multi-node interconnect</source>
        <translation>Çok düğümlü ara bağlantı</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>Bölgeler</translation>
    </message>
    <message>
        <source>Offer ID</source>
        <translation>Teklif no</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Sağlayıcı</translation>
    </message>
    <message>
        <source>Sold via</source>
        <translation>Satış kanalı</translation>
    </message>
    <message>
        <source>Instance type</source>
        <translation>Sunucu türü</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPU label (as published)</source>
        <translation>GPU etiketi (yayımlandığı gibi)</translation>
    </message>
    <message>
        <source>Number of GPUs</source>
        <translation>GPU sayısı</translation>
    </message>
    <message>
        <source>vCPUs</source>
        <translation>vCPU</translation>
    </message>
    <message>
        <source>RAM (GB)</source>
        <translation>RAM (GB)</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Bölge</translation>
    </message>
    <message>
        <source>On-demand price (USD/hour)</source>
        <translation>İsteğe bağlı fiyat (USD/saat)</translation>
    </message>
    <message>
        <source>Spot price (USD/hour)</source>
        <translation>Spot fiyat (USD/saat)</translation>
    </message>
    <message>
        <source>On-demand price per GPU (USD/hour)</source>
        <translation>GPU başına isteğe bağlı fiyat (USD/saat)</translation>
    </message>
    <message>
        <source>Spot price per GPU (USD/hour)</source>
        <translation>GPU başına spot fiyat (USD/saat)</translation>
    </message>
    <message>
        <source>Price scope</source>
        <translation>Fiyatın kapsamı</translation>
    </message>
    <message>
        <source>Source commit</source>
        <translation>Kaynak commit&apos;i</translation>
    </message>
    <message>
        <source>Source file</source>
        <translation>Kaynak dosya</translation>
    </message>
    <message>
        <source>Pricing page</source>
        <translation>Fiyat sayfası</translation>
    </message>
    <message>
        <source>Date basis</source>
        <translation>Tarihin dayanağı</translation>
    </message>
    <message>
        <source>%1 is required</source>
        <translation>%1 zorunlu</translation>
    </message>
    <message>
        <source>%1 must be a memory size above 0 (got %2)</source>
        <translation>%1 0&apos;dan büyük bir bellek boyutu olmalı (%2 verildi)</translation>
    </message>
    <message>
        <source>%1 must be a count above 0 (got %2)</source>
        <translation>%1 0&apos;dan büyük bir sayı olmalı (%2 verildi)</translation>
    </message>
    <message>
        <source>%1 must be above 0 (got %2)</source>
        <translation>%1 0&apos;dan büyük olmalı (%2 verildi)</translation>
    </message>
    <message>
        <source>%1 must not be negative (got %2)</source>
        <translation>%1 negatif olmamalı (%2 verildi)</translation>
    </message>
    <message>
        <source>%1 must be a finite number (got %2)</source>
        <translation>%1 sonlu bir sayı olmalı (%2 verildi)</translation>
    </message>
    <message>
        <source>%1 is a negative price (%2)</source>
        <translation>%1 negatif bir fiyat (%2)</translation>
    </message>
    <message>
        <source>%1 is not a finite price (%2)</source>
        <translation>%1 sonlu bir fiyat değil (%2)</translation>
    </message>
    <message>
        <source>the offer has neither an on-demand nor a spot price</source>
        <translation>teklifin ne isteğe bağlı ne de spot fiyatı var</translation>
    </message>
    <message>
        <source>GPU &quot;%2&quot; is not in the catalog&apos;s GPU table</source>
        <translation>&quot;%2&quot; GPU&apos;su kataloğun GPU tablosunda yok</translation>
    </message>
    <message>
        <source>accelerator label &quot;%2&quot; does not match any known GPU</source>
        <translation>&quot;%2&quot; hızlandırıcı etiketi bilinen hiçbir GPU ile eşleşmiyor</translation>
    </message>
    <message>
        <source>provider &quot;%2&quot; is not in the catalog&apos;s provider table</source>
        <translation>&quot;%2&quot; sağlayıcısı kataloğun sağlayıcı tablosunda yok</translation>
    </message>
    <message>
        <source>the spot price %2 is above the on-demand price</source>
        <translation>%2 spot fiyatı isteğe bağlı fiyatın üzerinde</translation>
    </message>
    <message>
        <source>the price dates from %2, more than 90 days ago</source>
        <translation>fiyat %2 tarihli, 90 günden daha eski</translation>
    </message>
    <message>
        <source>the price has no date</source>
        <translation>fiyatın tarihi yok</translation>
    </message>
    <message>
        <source>%1 is not a date written YYYY-MM-DD (%2)</source>
        <translation>%1, YYYY-AA-GG biçiminde bir tarih değil (%2)</translation>
    </message>
    <message>
        <source>%1 is not a number (%2)</source>
        <translation>%1 bir sayı değil (%2)</translation>
    </message>
    <message>
        <source>%1 is not true/false or yes/no (%2)</source>
        <translation>%1, true/false veya yes/no değil (%2)</translation>
    </message>
    <message>
        <source>%1 has an unknown value (%2)</source>
        <translation>%1 bilinmeyen bir değere sahip (%2)</translation>
    </message>
    <message>
        <source>the line has %2 fields, not as many as the header</source>
        <translation>satırda %2 alan var, başlıktaki kadar değil</translation>
    </message>
    <message>
        <source>the same row appears earlier in the file</source>
        <translation>aynı satır dosyada daha önce de geçiyor</translation>
    </message>
    <message>
        <source>Local catalog</source>
        <translation>Yerel katalog</translation>
    </message>
    <message>
        <source>Team catalog: %1 on %2</source>
        <extracomment>%1 is the database, %2 the server&apos;s host name</extracomment>
        <translation>Ekip kataloğu: %2 üzerinde %1</translation>
    </message>
    <message>
        <source>Team catalog offline — using the snapshot of %1</source>
        <translation>Ekip kataloğu çevrim dışı — %1 tarihli anlık kopya kullanılıyor</translation>
    </message>
    <message>
        <source>Built-in catalog (read-only)</source>
        <translation>Yerleşik katalog (salt okunur)</translation>
    </message>
    <message>
        <source>Prices from the local catalog of this computer.</source>
        <translation>Fiyatlar bu bilgisayarın yerel kataloğundan.</translation>
    </message>
    <message>
        <source>Prices from the team catalog %1 on %2.</source>
        <translation>Fiyatlar %2 üzerindeki %1 ekip kataloğundan.</translation>
    </message>
    <message>
        <source>Prices from the offline snapshot of the team catalog %1 on %2, taken %3: the server could not be reached, so later changes of the team are not included.</source>
        <translation>Fiyatlar %2 üzerindeki %1 ekip kataloğunun %3 tarihli çevrim dışı anlık kopyasından: sunucuya ulaşılamadı, bu yüzden ekibin sonraki değişiklikleri dahil değil.</translation>
    </message>
    <message>
        <source>Prices from the built-in catalog.</source>
        <translation>Fiyatlar yerleşik katalogdan.</translation>
    </message>
    <message>
        <source>The team catalog is offline: its rows cannot be changed until the server is back (Tunefit reconnects on its own). Plans still use the snapshot. Your jobs stay yours to edit and save; for prices of your own, switch to the local catalog (Catalog &gt; Team catalog… &gt; Use local catalog).</source>
        <translation>Ekip kataloğu çevrim dışı: sunucu geri gelene kadar satırları değiştirilemez (Tunefit kendiliğinden yeniden bağlanır). Planlar anlık kopyayı kullanmaya devam eder. İşlerinizi düzenleyip kaydedebilirsiniz; kendi fiyatlarınız için yerel kataloğa geçin (Katalog &gt; Ekip kataloğu… &gt; Yerel kataloğu kullan).</translation>
    </message>
    <message>
        <source>Memory as the driver reports it (MiB)</source>
        <translation>Sürücünün bildirdiği bellek (MiB)</translation>
    </message>
    <message>
        <source>Source of the driver&apos;s memory figure</source>
        <translation>Sürücü bellek değerinin kaynağı</translation>
    </message>
    <message>
        <source>Inter-node network</source>
        <translation>Örnekler arası ağ</translation>
    </message>
    <message>
        <source>Inter-node bandwidth per GPU (Gb/s)</source>
        <translation>GPU başına örnekler arası bant genişliği (Gb/s)</translation>
    </message>
    <message>
        <source>Inter-node network reaches</source>
        <translation>Örnekler arası ağın kapsamı</translation>
    </message>
    <message>
        <source>Inter-node network source</source>
        <translation>Örnekler arası ağ kaynağı</translation>
    </message>
    <message>
        <source>Inter-node network as of</source>
        <translation>Örnekler arası ağ tarihi</translation>
    </message>
    <message>
        <source>Cluster product</source>
        <translation>Küme ürünü</translation>
    </message>
    <message>
        <source>%1 is more than 1.1 times the marketed memory (got %2)</source>
        <translation>%1, satış belleğinin 1,1 katından fazla (girilen %2)</translation>
    </message>
    <message>
        <source>%1 (%2) needs an inter-node network of the offer&apos;s own</source>
        <translation>%1 (%2) için teklifin kendi örnekler arası ağı gerekir</translation>
    </message>
    <message>
        <source>%1 has an unknown value (%2); allowed: %3</source>
        <translation>%1 bilinmeyen bir değer içeriyor (%2); izin verilenler: %3</translation>
    </message>
    <message>
        <source>%1 is too large (%2); at most %3</source>
        <translation>%1 çok büyük (%2); en fazla %3</translation>
    </message>
    <message>
        <source>fp4 TFLOPS (dense)</source>
        <translation>fp4 TFLOPS (yoğun)</translation>
    </message>
    <message>
        <source>GPUs joined by the interconnect</source>
        <translation>Ara bağlantıyla birleşen GPU&apos;lar</translation>
    </message>
    <message>
        <source>%1 (%2) is below the card&apos;s fp8 rate; FP4 runs at least as fast as FP8</source>
        <translation>%1 (%2) kartın fp8 hızının altında; FP4 en az FP8 kadar hızlı çalışır</translation>
    </message>
</context>
<context>
    <name>CliSupport</name>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 okunamadı: %2</translation>
    </message>
    <message>
        <source>group</source>
        <comment>validation table: the rows&apos; group (method, GPU)</comment>
        <translation>grup</translation>
    </message>
    <message>
        <source>n</source>
        <comment>validation table: number of cases</comment>
        <translation>n</translation>
    </message>
    <message>
        <source>med|%|</source>
        <comment>validation table: median absolute error in percent</comment>
        <translation>medyan|%|</translation>
    </message>
    <message>
        <source>p90|%|</source>
        <comment>validation table: 90th percentile absolute error in percent</comment>
        <translation>p90|%|</translation>
    </message>
    <message>
        <source>bias%</source>
        <comment>validation table: mean signed error in percent</comment>
        <translation>sapma%</translation>
    </message>
    <message>
        <source>Exit codes: 0 success (the job fits, an offer fits); 1 a negative answer (does not fit, no offer fits, rows of an imported file were rejected); 2 bad input or usage; 3 a file or the catalog could not be read or written.
</source>
        <translation>Çıkış kodları: 0 başarı (iş sığıyor, bir teklif sığıyor); 1 olumsuz yanıt (sığmıyor, hiçbir teklif sığmıyor, içe aktarılan dosyanın satırları reddedildi); 2 hatalı girdi veya kullanım; 3 bir dosya ya da katalog okunamadı veya yazılamadı.
</translation>
    </message>
    <message>
        <source>Run &apos;tunefit %1 --help&apos; for the usage.</source>
        <translation>Kullanım için &apos;tunefit %1 --help&apos; çalıştırın.</translation>
    </message>
</context>
<context>
    <name>CostTimeChart</name>
    <message>
        <source>%1, logarithmic</source>
        <translation>%1, logaritmik</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>two picks on one point</comment>
        <translation>%1, %2</translation>
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
        <source>Best value</source>
        <translation>En iyi değer</translation>
    </message>
    <message>
        <source>Total cost (USD)</source>
        <translation>Toplam maliyet (USD)</translation>
    </message>
    <message>
        <source>Wall time (hours)</source>
        <translation>Toplam süre (saat)</translation>
    </message>
    <message>
        <source>Offers that fit</source>
        <translation>Sığan teklifler</translation>
    </message>
    <message>
        <source>Cost–time front (no offer is both cheaper and faster)</source>
        <translation>Maliyet–süre cephesi (hiçbir teklif hem daha ucuz hem daha hızlı değil)</translation>
    </message>
    <message>
        <source>Selected offer</source>
        <translation>Seçili teklif</translation>
    </message>
    <message>
        <source>At risk (ranked after, off the front)</source>
        <translation>Riskli (sonra sıralanır, cephe dışında)</translation>
    </message>
</context>
<context>
    <name>DiffusionCommand</name>
    <message>
        <source>Read the job from an ai-toolkit, kohya sd-scripts, musubi-tuner, SimpleTuner or diffusers training config; other options change it.</source>
        <translation>İşi bir ai-toolkit, kohya sd-scripts, musubi-tuner, SimpleTuner ya da diffusers eğitim yapılandırmasından oku; diğer seçenekler onu değiştirir.</translation>
    </message>
    <message>
        <source>Write the job as a config of ai-toolkit, kohya, musubi or simpletuner to --out.</source>
        <translation>İşi ai-toolkit, kohya, musubi ya da simpletuner yapılandırması olarak --out dosyasına yaz.</translation>
    </message>
    <message>
        <source>The file --export writes.</source>
        <translation>--export seçeneğinin yazdığı dosya.</translation>
    </message>
    <message>
        <source>List the denoisers of the library.</source>
        <translation>Kütüphanedeki gürültü gidericileri listele.</translation>
    </message>
    <message>
        <source>lora (default), lokr or full.</source>
        <translation>lora (varsayılan), lokr ya da full.</translation>
    </message>
    <message>
        <source>Adapter rank (default 16).</source>
        <translation>Bağdaştırıcı rankı (varsayılan 16).</translation>
    </message>
    <message>
        <source>A full fine-tune keeps FP32 weights (mixed precision).</source>
        <translation>Tam ince ayar FP32 ağırlıkları tutar (karma hassasiyet).</translation>
    </message>
    <message>
        <source>Training resolution, W×H or one side (default: the model&apos;s).</source>
        <translation>Eğitim çözünürlüğü, G×Y ya da tek kenar (varsayılan: modelinki).</translation>
    </message>
    <message>
        <source>Frames per clip, video models (default: the model&apos;s).</source>
        <translation>Klip başına kare, video modelleri (varsayılan: modelinki).</translation>
    </message>
    <message>
        <source>Samples per GPU per step (default 1).</source>
        <translation>Adım başına GPU başına örnek (varsayılan 1).</translation>
    </message>
    <message>
        <source>Gradient accumulation steps (default 1).</source>
        <translation>Gradyan biriktirme adımları (varsayılan 1).</translation>
    </message>
    <message>
        <source>The frozen denoiser&apos;s storage: bf16 (default), fp16, fp8, int8, nf4.</source>
        <translation>Dondurulmuş gürültü gidericinin saklanışı: bf16 (varsayılan), fp16, fp8, int8, nf4.</translation>
    </message>
    <message>
        <source>gpu, cached (default: outputs cached before training) or offload.</source>
        <translation>gpu, cached (varsayılan: çıktılar eğitimden önce önbelleğe alınır) ya da offload.</translation>
    </message>
    <message>
        <source>bf16 (default), fp8, int8 or nf4.</source>
        <translation>bf16 (varsayılan), fp8, int8 ya da nf4.</translation>
    </message>
    <message>
        <source>gpu or cached (default: latents cached).</source>
        <translation>gpu ya da cached (varsayılan: gizil temsiller önbellekte).</translation>
    </message>
    <message>
        <source>Train without gradient checkpointing.</source>
        <translation>Gradyan kontrol noktası olmadan eğit.</translation>
    </message>
    <message>
        <source>Blocks kept in CPU RAM (musubi-tuner, kohya).</source>
        <translation>CPU RAM&apos;de tutulan bloklar (musubi-tuner, kohya).</translation>
    </message>
    <message>
        <source>Data-parallel GPUs (default 1).</source>
        <translation>Veri paralel GPU&apos;lar (varsayılan 1).</translation>
    </message>
    <message>
        <source>Optimizer steps (default 2,000).</source>
        <translation>Optimize edici adımları (varsayılan 2.000).</translation>
    </message>
    <message>
        <source>A catalog GPU: the fit, the advice and the step time there.</source>
        <translation>Katalogdan bir GPU: oradaki sığma, öneri ve adım süresi.</translation>
    </message>
    <message>
        <source>Rank the catalog&apos;s offers by cost.</source>
        <translation>Kataloğun tekliflerini maliyete göre sırala.</translation>
    </message>
    <message>
        <source>Write the PDF report to this file (with the plan).</source>
        <translation>PDF raporunu bu dosyaya yaz (planla birlikte).</translation>
    </message>
    <message>
        <source>Offers listed with --plan (default 10).</source>
        <translation>--plan ile listelenen teklifler (varsayılan 10).</translation>
    </message>
    <message>
        <source>Print JSON (C locale numbers, English keys).</source>
        <translation>JSON yazdır (C yerel ayarında sayılar, İngilizce anahtarlar).</translation>
    </message>
    <message>
        <source>Estimates an image or video fine-tuning job: memory per GPU, the fit, step time and the offers.</source>
        <translation>Bir görüntü ya da video ince ayar işini tahmin eder: GPU başına bellek, sığma, adım süresi ve teklifler.</translation>
    </message>
    <message numerus="yes">
        <source>tunefit diffusion: read a %1 config: %n setting(s) from the file</source>
        <translation>
            <numerusform>tunefit diffusion: bir %1 yapılandırması okundu: dosyadan %n ayar</numerusform>
        </translation>
    </message>
    <message>
        <source>default: %1</source>
        <translation>varsayılan: %1</translation>
    </message>
    <message>
        <source>%1 M trained parameters</source>
        <translation>%1 M eğitilen parametre</translation>
    </message>
    <message>
        <source>in CPU RAM</source>
        <translation>CPU RAM&apos;de</translation>
    </message>
    <message>
        <source>No setting Tunefit knows fits this GPU.</source>
        <translation>Tunefit&apos;in bildiği hiçbir ayar bu GPU&apos;ya sığmıyor.</translation>
    </message>
    <message numerus="yes">
        <source>Offers by cost (%n step(s)):</source>
        <translation>
            <numerusform>Maliyete göre teklifler (%n adım):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s/step</source>
        <translation>%1 sn/adım</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 sa</translation>
    </message>
    <message>
        <source>LoRA dropout on the adapter&apos;s input, 0 (default) to 0.9.</source>
        <translation>Bağdaştırıcı girdisinde LoRA dropout oranı, 0 (varsayılan) ile 0,9 arası.</translation>
    </message>
    <message>
        <source>Adapters, their gradients and optimizer state in BF16 (SimpleTuner&apos;s adamw_bf16).</source>
        <translation>Bağdaştırıcılar, gradyanları ve optimize edici durumu BF16 olarak (SimpleTuner&apos;ın adamw_bf16&apos;sı).</translation>
    </message>
    <message>
        <source>adamw, adamw8bit (default), adafactor, prodigy, lion or lion8bit.</source>
        <translation>adamw, adamw8bit (varsayılan), adafactor, prodigy, lion ya da lion8bit.</translation>
    </message>
    <message>
        <source>sdpa (default) or flash3 (FlashAttention-3, Hopper cards; others run sdpa).</source>
        <translation>sdpa (varsayılan) ya da flash3 (FlashAttention-3, Hopper kartlar; diğerleri sdpa çalıştırır).</translation>
    </message>
    <message>
        <source>Prompt tokens the denoiser reads, the text encoders&apos; padded length (default: the model&apos;s).</source>
        <translation>Gürültü gidericinin okuduğu istem token&apos;ları, metin kodlayıcıların dolgulu uzunluğu (varsayılan: modelinki).</translation>
    </message>
    <message>
        <source>A full fine-tune steps each weight in backward and frees its gradient (kohya --fused_backward_pass, with Adafactor and no accumulation).</source>
        <translation>Tam ince ayar her ağırlığı geri geçişte günceller ve gradyanını bırakır (kohya --fused_backward_pass, Adafactor ile ve biriktirme olmadan).</translation>
    </message>
    <message>
        <source>all (every linear of the blocks, default), attention (every stream&apos;s attention projections) or image_attention (the image stream&apos;s only).</source>
        <translation>all (blokların her doğrusal katmanı, varsayılan), attention (her akışın dikkat izdüşümleri) ya da image_attention (yalnızca görüntü akışınınkiler).</translation>
    </message>
    <message>
        <source>The denoiser: a library key or Hugging Face id (tunefit diffusion --list names them), or a local diffusers folder or config.json of a model built on one.</source>
        <translation>Gürültü giderici: bir kitaplık anahtarı ya da Hugging Face kimliği (tunefit diffusion --list bunları listeler) veya bunlardan birine dayanan bir modelin yerel diffusers klasörü ya da config.json dosyası.</translation>
    </message>
    <message>
        <source>also %1 (a fine-tune, run as this model)</source>
        <translation>ayrıca %1 (bir ince ayar, bu model olarak çalışır)</translation>
    </message>
    <message>
        <source>Under checkpointing, keep the blocks&apos; saved inputs in CPU RAM (musubi-tuner --gradient_checkpointing_cpu_offload).</source>
        <translation>Kontrol noktası açıkken blokların kaydedilen girdilerini CPU RAM&apos;de tut (musubi-tuner --gradient_checkpointing_cpu_offload).</translation>
    </message>
</context>
<context>
    <name>DiffusionImportWording</name>
    <message>
        <source>model</source>
        <translation>model</translation>
    </message>
    <message>
        <source>method</source>
        <translation>yöntem</translation>
    </message>
    <message>
        <source>LoKr factor</source>
        <translation>LoKr çarpanı</translation>
    </message>
    <message>
        <source>LoRA dropout</source>
        <translation>LoRA dropout</translation>
    </message>
    <message>
        <source>adapted layers</source>
        <translation>uyarlanan katmanlar</translation>
    </message>
    <message>
        <source>resolution</source>
        <translation>çözünürlük</translation>
    </message>
    <message>
        <source>frames</source>
        <translation>kare</translation>
    </message>
    <message>
        <source>batch</source>
        <translation>batch</translation>
    </message>
    <message>
        <source>gradient accumulation</source>
        <translation>gradyan biriktirme</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>adım</translation>
    </message>
    <message>
        <source>denoiser precision</source>
        <translation>gürültü giderici hassasiyeti</translation>
    </message>
    <message>
        <source>text encoder precision</source>
        <translation>metin kodlayıcı hassasiyeti</translation>
    </message>
    <message>
        <source>quantized denoiser</source>
        <translation>nicemlenmiş gürültü giderici</translation>
    </message>
    <message>
        <source>quantized text encoders</source>
        <translation>nicemlenmiş metin kodlayıcılar</translation>
    </message>
    <message>
        <source>16-bit trained weights</source>
        <translation>16 bit eğitilen ağırlıklar</translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation>optimizer</translation>
    </message>
    <message>
        <source>8-bit AdamW</source>
        <translation>8 bit AdamW</translation>
    </message>
    <message>
        <source>BF16 adapters and optimizer state</source>
        <translation>BF16 adaptörler ve optimizer durumu</translation>
    </message>
    <message>
        <source>attention</source>
        <translation>dikkat (attention)</translation>
    </message>
    <message>
        <source>prompt tokens</source>
        <translation>istem token&apos;ları</translation>
    </message>
    <message>
        <source>gradient checkpointing</source>
        <translation>gradyan kontrol noktası</translation>
    </message>
    <message>
        <source>optimizer step fused into backward</source>
        <translation>geri yayılıma katılmış optimizer adımı</translation>
    </message>
    <message>
        <source>checkpointed activations in CPU RAM</source>
        <translation>CPU RAM&apos;de kontrol noktalı aktivasyonlar</translation>
    </message>
    <message>
        <source>blocks swapped to CPU RAM</source>
        <translation>CPU RAM&apos;e takas edilen bloklar</translation>
    </message>
    <message>
        <source>text encoders</source>
        <translation>metin kodlayıcılar</translation>
    </message>
    <message>
        <source>VAE</source>
        <translation>VAE</translation>
    </message>
    <message>
        <source>text encoders and VAE in CPU RAM</source>
        <translation>CPU RAM&apos;de metin kodlayıcılar ve VAE</translation>
    </message>
    <message>
        <source>dataset config</source>
        <translation>veri kümesi yapılandırması</translation>
    </message>
    <message>
        <source>the largest bucket sets the memory</source>
        <translation>belleği en büyük kova belirler</translation>
    </message>
    <message>
        <source>the longest clip sets the memory</source>
        <translation>belleği en uzun klip belirler</translation>
    </message>
    <message>
        <source>no flavour given: the family&apos;s default, %1</source>
        <translation>çeşit verilmemiş: ailenin varsayılanı, %1</translation>
    </message>
    <message>
        <source>a local weights file, recognised by its name</source>
        <translation>yerel bir ağırlık dosyası, adından tanındı</translation>
    </message>
    <message>
        <source>a local weights file: the model %1 trains</source>
        <translation>yerel bir ağırlık dosyası: %1 betiğinin eğittiği model</translation>
    </message>
    <message>
        <source>no adapter network in the file: a full fine-tune</source>
        <translation>dosyada adaptör ağı yok: tam ince ayar</translation>
    </message>
    <message>
        <source>the stack&apos;s default depends on what the file cannot tell, so Tunefit&apos;s value stands</source>
        <translation>yığının varsayılanı dosyanın söyleyemediği şeye bağlı, bu yüzden Tunefit&apos;in değeri geçerli</translation>
    </message>
    <message>
        <source>the stack has no default: the model&apos;s</source>
        <translation>yığının varsayılanı yok: modelinki</translation>
    </message>
    <message>
        <source>the stack trains on text embeddings and latents it caches first</source>
        <translation>yığın önce önbelleğe aldığı metin gömmeleri ve gizil temsiller üzerinde eğitir</translation>
    </message>
    <message>
        <source>the stack pads this model&apos;s prompts to its own length</source>
        <translation>yığın bu modelin istemlerini kendi uzunluğuna doldurur</translation>
    </message>
    <message>
        <source>the stack caps SD3&apos;s T5 prompt at this length</source>
        <translation>yığın SD3&apos;ün T5 istemini bu uzunlukta sınırlar</translation>
    </message>
    <message>
        <source>the model&apos;s: the stack keeps num_frames in its data backend config, which is not read</source>
        <translation>modelinki: yığın num_frames değerini okunmayan veri arka uç yapılandırmasında tutar</translation>
    </message>
    <message>
        <source>not found beside the config: the stack&apos;s dataset defaults</source>
        <translation>yapılandırmanın yanında bulunamadı: yığının veri kümesi varsayılanları</translation>
    </message>
    <message>
        <source>the modules listed are not exactly one set: estimated as the nearest</source>
        <translation>listelenen modüller tam olarak tek bir küme değil: en yakını olarak tahmin edildi</translation>
    </message>
    <message>
        <source>not modelled: quantizing on the CPU while loading (the load-time peak)</source>
        <translation>modellenmedi: yüklerken CPU&apos;da nicemleme (yükleme anındaki tepe)</translation>
    </message>
    <message>
        <source>not modelled: layers offloaded to CPU RAM</source>
        <translation>modellenmedi: CPU RAM&apos;e aktarılan katmanlar</translation>
    </message>
    <message>
        <source>not modelled: training the text encoder</source>
        <translation>modellenmedi: metin kodlayıcının eğitilmesi</translation>
    </message>
    <message>
        <source>not modelled: the EMA copy of the trained weights</source>
        <translation>modellenmedi: eğitilen ağırlıkların EMA kopyası</translation>
    </message>
    <message>
        <source>a LyCORIS config, taken as LoKr at Tunefit&apos;s factor</source>
        <translation>bir LyCORIS yapılandırması, Tunefit&apos;in çarpanıyla LoKr olarak alındı</translation>
    </message>
    <message>
        <source>not modelled: the adapter stored in 16 bits without Tunefit&apos;s compensation buffer</source>
        <translation>modellenmedi: Tunefit&apos;in dengeleme arabelleği olmadan 16 bitte saklanan adaptör</translation>
    </message>
    <message>
        <source>not modelled: prior preservation&apos;s class images in each batch</source>
        <translation>modellenmedi: her batch&apos;teki önceki koruma (prior preservation) sınıf görüntüleri</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>on</source>
        <translation>açık</translation>
    </message>
    <message>
        <source>off</source>
        <translation>kapalı</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>LoKr</source>
        <translation>LoKr</translation>
    </message>
    <message>
        <source>full fine-tune</source>
        <translation>tam ince ayar</translation>
    </message>
    <message>
        <source>not FP8</source>
        <translation>FP8 değil</translation>
    </message>
    <message>
        <source>read</source>
        <translation>okundu</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>bulunamadı</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1, satır %2</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>satır %1</translation>
    </message>
    <message>
        <source>the %1 default</source>
        <translation>%1 varsayılanı</translation>
    </message>
    <message>
        <source>%1 not set: the %2 default</source>
        <translation>%1 ayarlanmamış: %2 varsayılanı</translation>
    </message>
    <message>
        <source>%1 not set: the %2 default, %3</source>
        <translation>%1 ayarlanmamış: %2 varsayılanı, %3</translation>
    </message>
    <message>
        <source>%1 absent</source>
        <translation>%1 yok</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 %2 ← %3</source>
        <translation>%1 %2 ← %3</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>stack default</source>
        <translation>yığın varsayılanı</translation>
    </message>
    <message>
        <source>not modelled</source>
        <translation>modellenmedi</translation>
    </message>
    <message>
        <source>adapter rank</source>
        <translation>adaptör rankı</translation>
    </message>
</context>
<context>
    <name>DiffusionReport</name>
    <message>
        <source>The job</source>
        <translation>İş</translation>
    </message>
    <message numerus="yes">
        <source>%n optimizer step(s) on %1 GPU(s): %2 samples</source>
        <translation>
            <numerusform>%1 GPU üzerinde %n optimize edici adımı: %2 örnek</numerusform>
        </translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>GPU başına bellek</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>Kısım</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>Every GPU of the catalog</source>
        <translation>Katalogdaki her GPU</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Memory GiB</source>
        <translation>Bellek GiB</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Sığma</translation>
    </message>
    <message>
        <source>s/step</source>
        <translation>sn/adım</translation>
    </message>
    <message>
        <source>Cheapest offers</source>
        <translation>En ucuz teklifler</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>Teklif</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU&apos;lar</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>Saat</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Maliyet</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>Ayar</translation>
    </message>
    <message>
        <source>Price as of</source>
        <translation>Fiyat tarihi</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Kaynaklar</translation>
    </message>
    <message>
        <source>Architecture: %1</source>
        <translation>Mimari: %1</translation>
    </message>
    <message>
        <source>Parameter count: %1</source>
        <translation>Parametre sayısı: %1</translation>
    </message>
    <message>
        <source>The estimate is checked against measured image and video runs (tunefit validate-diffusion).</source>
        <translation>Tahmin, ölçülmüş görüntü ve video çalıştırmalarıyla karşılaştırılır (tunefit validate-diffusion).</translation>
    </message>
    <message>
        <source>Video fine-tuning plan: %1</source>
        <translation>Video ince ayar planı: %1</translation>
    </message>
    <message>
        <source>Image fine-tuning plan: %1</source>
        <translation>Görüntü ince ayar planı: %1</translation>
    </message>
    <message>
        <source>Made %1 from the catalog&apos;s prices as of %2.</source>
        <translation>%1 tarihinde, kataloğun %2 tarihli fiyatlarıyla hazırlandı.</translation>
    </message>
</context>
<context>
    <name>DiffusionWording</name>
    <message>
        <source>Denoiser weights (frozen)</source>
        <translation>Gürültü giderici ağırlıkları (dondurulmuş)</translation>
    </message>
    <message>
        <source>Trained weights</source>
        <translation>Eğitilen ağırlıklar</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradyanlar</translation>
    </message>
    <message>
        <source>Optimizer state</source>
        <translation>Optimize edici durumu</translation>
    </message>
    <message>
        <source>Text encoders</source>
        <translation>Metin kodlayıcılar</translation>
    </message>
    <message>
        <source>VAE</source>
        <translation>VAE</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Aktivasyonlar</translation>
    </message>
    <message>
        <source>Backward working set</source>
        <translation>Geri yayılım çalışma kümesi</translation>
    </message>
    <message>
        <source>Optimizer step scratch</source>
        <translation>Optimize edici adımının geçici belleği</translation>
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
        <source>The peak is in backward, with the step&apos;s activations alive.</source>
        <translation>Tepe, adımın aktivasyonları bellekteyken geri yayılımdadır.</translation>
    </message>
    <message>
        <source>The peak is at the optimizer step, with every gradient and the step&apos;s scratch.</source>
        <translation>Tepe, tüm gradyanlar ve adımın geçici belleğiyle optimize edici adımındadır.</translation>
    </message>
    <message>
        <source>The peak is while the text encoders encode a batch on the GPU.</source>
        <translation>Tepe, metin kodlayıcılar GPU üzerinde bir grubu kodlarkendir.</translation>
    </message>
    <message>
        <source>the blocks&apos; matrix multiplications</source>
        <translation>blokların matris çarpımları</translation>
    </message>
    <message>
        <source>attention over the latent tokens</source>
        <translation>gizil token&apos;lar üzerinde dikkat</translation>
    </message>
    <message>
        <source>memory-bound work (norms, activations, upcasting weights)</source>
        <translation>belleğe bağlı iş (normlar, aktivasyonlar, ağırlıkların yükseltilmesi)</translation>
    </message>
    <message>
        <source>Python issuing the kernels (a short step)</source>
        <translation>çekirdekleri gönderen Python (kısa adım)</translation>
    </message>
    <message>
        <source>encoding prompts and images every step</source>
        <translation>her adımda istemleri ve görüntüleri kodlamak</translation>
    </message>
    <message>
        <source>copying swapped blocks from CPU RAM</source>
        <translation>takas edilen blokları CPU RAM&apos;den kopyalamak</translation>
    </message>
    <message>
        <source>the gradient all-reduce between GPUs</source>
        <translation>GPU&apos;lar arasında gradyan all-reduce</translation>
    </message>
    <message>
        <source>on the GPU</source>
        <translation>GPU üzerinde</translation>
    </message>
    <message>
        <source>cached before training</source>
        <translation>eğitimden önce önbellekte</translation>
    </message>
    <message>
        <source>in CPU RAM, moved in for each batch</source>
        <translation>CPU RAM&apos;de, her grup için getirilir</translation>
    </message>
    <message>
        <source>AdamW 8-bit</source>
        <translation>AdamW 8 bit</translation>
    </message>
    <message>
        <source>text encoders&apos; outputs cached</source>
        <translation>metin kodlayıcı çıktıları önbellekte</translation>
    </message>
    <message>
        <source>latents cached</source>
        <translation>gizil temsiller önbellekte</translation>
    </message>
    <message>
        <source>gradient checkpointing on</source>
        <translation>gradyan kontrol noktası açık</translation>
    </message>
    <message>
        <source>denoiser stored in FP8</source>
        <translation>gürültü giderici FP8 olarak saklanır</translation>
    </message>
    <message numerus="yes">
        <source>%n block(s) swapped to CPU RAM</source>
        <translation>
            <numerusform>%n blok CPU RAM&apos;e taşındı</numerusform>
        </translation>
    </message>
    <message>
        <source>denoiser stored in NF4</source>
        <translation>gürültü giderici NF4 olarak saklanır</translation>
    </message>
    <message numerus="yes">
        <source>batch 1 with %n accumulation step(s)</source>
        <translation>
            <numerusform>%n biriktirme adımıyla grup 1</numerusform>
        </translation>
    </message>
    <message>
        <source>video</source>
        <translation>video</translation>
    </message>
    <message>
        <source>image</source>
        <translation>görüntü</translation>
    </message>
    <message>
        <source>%1, %2, %3 B parameters</source>
        <translation>%1, %2, %3 B parametre</translation>
    </message>
    <message numerus="yes">
        <source>%1 × %2, %n frame(s)</source>
        <translation>
            <numerusform>%1 × %2, %n kare</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 at %2; batch %3 per GPU, %n accumulation step(s)</source>
        <translation>
            <numerusform>%2 boyutunda %1; GPU başına grup %3, %n biriktirme adımı</numerusform>
        </translation>
    </message>
    <message>
        <source>Denoiser in %1; text encoders %2; VAE %3</source>
        <translation>Gürültü giderici %1; metin kodlayıcılar %2; VAE %3</translation>
    </message>
    <message>
        <source>no checkpointing</source>
        <translation>kontrol noktası yok</translation>
    </message>
    <message numerus="yes">
        <source>%1; %n block(s) swapped to CPU RAM; optimizer %2</source>
        <translation>
            <numerusform>%1; %n blok CPU RAM&apos;e taşındı; optimize edici %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 latent tokens + %2 text tokens per sample</source>
        <translation>örnek başına %1 gizil token + %2 metin token&apos;ı</translation>
    </message>
    <message>
        <source>Fits with: %1</source>
        <translation>Şunlarla sığar: %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 s per step (bound by %2)</source>
        <translation>adım başına %1 sn (%2 ile sınırlı)</translation>
    </message>
    <message>
        <source>Fits as set</source>
        <translation>Ayarlandığı gibi sığar</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>Sığmaz</translation>
    </message>
    <message>
        <source>as set</source>
        <translation>ayarlandığı gibi</translation>
    </message>
    <message>
        <source>No offer of the catalog fits this job.</source>
        <translation>Katalogdaki hiçbir teklif bu işe uymuyor.</translation>
    </message>
    <message>
        <source>Peak allocated</source>
        <translation>En yüksek ayrılan</translation>
    </message>
    <message>
        <source>Peak reserved</source>
        <translation>En yüksek rezerve</translation>
    </message>
    <message>
        <source>Whole device</source>
        <translation>Tüm aygıt</translation>
    </message>
    <message>
        <source>Band</source>
        <translation>Aralık</translation>
    </message>
    <message>
        <source>±%1%</source>
        <translation>±%%1</translation>
    </message>
    <message>
        <source>Lion 8-bit</source>
        <translation>Lion 8 bit</translation>
    </message>
    <message>
        <source>BF16 adapters</source>
        <translation>BF16 bağdaştırıcılar</translation>
    </message>
    <message>
        <source>FP32 adapters</source>
        <translation>FP32 bağdaştırıcılar</translation>
    </message>
    <message>
        <source>LoRA rank %1, dropout %2, %3</source>
        <translation>LoRA rankı %1, dropout %2, %3</translation>
    </message>
    <message>
        <source>LoRA rank %1, %2</source>
        <translation>LoRA rankı %1, %2</translation>
    </message>
    <message>
        <source>LoKr rank %1, factor %2, %3</source>
        <translation>LoKr rankı %1, çarpan %2, %3</translation>
    </message>
    <message>
        <source>full fine-tune, FP32 weights</source>
        <translation>tam ince ayar, FP32 ağırlıklar</translation>
    </message>
    <message>
        <source>full fine-tune, BF16 weights</source>
        <translation>tam ince ayar, BF16 ağırlıklar</translation>
    </message>
    <message>
        <source>FlashAttention-3 (Hopper)</source>
        <translation>FlashAttention-3 (Hopper)</translation>
    </message>
    <message>
        <source>PyTorch SDPA</source>
        <translation>PyTorch SDPA</translation>
    </message>
    <message>
        <source>Attention kernel: %1</source>
        <translation>Attention çekirdeği: %1</translation>
    </message>
    <message>
        <source>%1, fused into backward</source>
        <translation>%1, geri geçişle birleşik</translation>
    </message>
    <message>
        <source>every linear of the blocks</source>
        <translation>blokların her doğrusal katmanı</translation>
    </message>
    <message>
        <source>the image stream&apos;s attention projections</source>
        <translation>görüntü akışının dikkat izdüşümleri</translation>
    </message>
    <message>
        <source>Adapted: %1</source>
        <translation>Uyarlanan: %1</translation>
    </message>
    <message>
        <source>every stream&apos;s attention projections</source>
        <translation>her akışın dikkat izdüşümleri</translation>
    </message>
    <message numerus="yes">
        <source>“%1” runs as %2 (read from %3: class %4, the library&apos;s %n shape setting(s))</source>
        <translation>
            <numerusform>“%1”, %2 olarak çalışır (%3 dosyasından okundu: sınıf %4, kitaplığın %n şekil ayarı)</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” as %2</source>
        <translation>%2 olarak “%1”</translation>
    </message>
    <message>
        <source>%1 latent tokens (%2 of them the reference images&apos;) + %3 text tokens per sample</source>
        <translation>örnek başına %1 gizil token (%2 tanesi referans görüntülerin) + %3 metin tokeni</translation>
    </message>
    <message numerus="yes">
        <source>“%1” runs as %2 (%n tensor(s) in %3 have the names and shapes the library holds for it)</source>
        <translation>
            <numerusform>“%1”, %2 olarak çalışır (%3 dosyasındaki %n tensörün adları ve şekilleri kitaplığın bu model için tuttuklarıyla aynı)</numerusform>
        </translation>
    </message>
    <message>
        <source>moving checkpointed activations to and from CPU RAM</source>
        <translation>kontrol noktası aktivasyonlarını CPU RAM&apos;e taşıyıp geri getirmek</translation>
    </message>
    <message>
        <source>checkpointed activations kept in CPU RAM</source>
        <translation>kontrol noktası aktivasyonları CPU RAM&apos;de tutulur</translation>
    </message>
    <message>
        <source>gradient checkpointing on, its activations in CPU RAM</source>
        <translation>gradyan kontrol noktası açık, aktivasyonları CPU RAM&apos;de</translation>
    </message>
    <message>
        <source>CPU RAM the setting needs: %1 GiB</source>
        <translation>Ayarın gerektirdiği CPU RAM: %1 GiB</translation>
    </message>
</context>
<context>
    <name>ErrorWording</name>
    <message>
        <source>Micro-batch size</source>
        <translation>Mikro toplu boyutu</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Dizi uzunluğu</translation>
    </message>
    <message>
        <source>Tokens per micro-batch</source>
        <translation>Mikro toplu başına token</translation>
    </message>
    <message>
        <source>Gradient accumulation steps</source>
        <translation>Gradyan biriktirme adımları</translation>
    </message>
    <message>
        <source>Base-model quantization</source>
        <translation>Temel model nicemlemesi</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>Target modules</source>
        <translation>Hedef modüller</translation>
    </message>
    <message>
        <source>Dropout</source>
        <translation>Dropout</translation>
    </message>
    <message>
        <source>Alpha</source>
        <translation>Alfa</translation>
    </message>
    <message>
        <source>Virtual tokens</source>
        <translation>Sanal token</translation>
    </message>
    <message>
        <source>Adapter layers</source>
        <translation>Adaptör katmanları</translation>
    </message>
    <message>
        <source>Bottleneck width</source>
        <translation>Darboğaz genişliği</translation>
    </message>
    <message>
        <source>Trainable last layers</source>
        <translation>Eğitilen son katmanlar</translation>
    </message>
    <message>
        <source>Number of GPUs</source>
        <translation>GPU sayısı</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>Düğüm başına GPU</translation>
    </message>
    <message>
        <source>Sharding</source>
        <translation>Parçalama</translation>
    </message>
    <message>
        <source>Optimizer steps</source>
        <translation>Optimizer adımları</translation>
    </message>
    <message>
        <source>Training tokens per epoch</source>
        <translation>Epok başına eğitim token&apos;ı</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>Epoklar</translation>
    </message>
    <message>
        <source>Training tokens over all epochs</source>
        <translation>Tüm epoklar boyunca eğitim token&apos;ı</translation>
    </message>
    <message>
        <source>Checkpoint interval (minutes)</source>
        <translation>Kontrol noktası aralığı (dakika)</translation>
    </message>
    <message>
        <source>Deadline (hours)</source>
        <translation>Son tarih (saat)</translation>
    </message>
    <message>
        <source>Budget (USD)</source>
        <translation>Bütçe (USD)</translation>
    </message>
    <message>
        <source>Instances at most</source>
        <translation>En fazla sunucu</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation</source>
        <translation>Model FLOPs kullanımı</translation>
    </message>
    <message>
        <source>Spot interruptions per hour</source>
        <translation>Saat başına spot kesintisi</translation>
    </message>
    <message>
        <source>Restart time after an interruption (minutes)</source>
        <translation>Kesintiden sonra yeniden başlatma süresi (dakika)</translation>
    </message>
    <message>
        <source>Start-up time (minutes)</source>
        <translation>Başlangıç süresi (dakika)</translation>
    </message>
    <message>
        <source>Checkpoint write speed (GB/s)</source>
        <translation>Kontrol noktası yazma hızı (GB/s)</translation>
    </message>
    <message>
        <source>Dataset bytes per token</source>
        <translation>Token başına veri kümesi baytı</translation>
    </message>
    <message>
        <source>Memory kept free</source>
        <translation>Boş tutulan bellek</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parametreler</translation>
    </message>
    <message>
        <source>several GPUs need a sharding strategy (DDP, ZeRO or FSDP)</source>
        <translation>birden çok GPU bir parçalama stratejisi gerektirir (DDP, ZeRO veya FSDP)</translation>
    </message>
    <message>
        <source>QLoRA needs a 4-bit base model (NF4 or FP4)</source>
        <translation>QLoRA 4 bitlik bir temel model gerektirir (NF4 veya FP4)</translation>
    </message>
    <message>
        <source>full fine-tuning trains every weight and cannot keep the base model quantized</source>
        <translation>tam ince ayar her ağırlığı eğitir ve temel modeli nicemlenmiş tutamaz</translation>
    </message>
    <message>
        <source>the model has %1 billion parameters; Tunefit estimates models of up to %2 billion</source>
        <translation>modelin %1 milyar parametresi var; Tunefit en fazla %2 milyar parametreli modelleri tahmin eder</translation>
    </message>
    <message>
        <source> (allowed: %1 to %2)</source>
        <comment>the range of values a field accepts</comment>
        <translation> (izin verilen: %1 ile %2 arası)</translation>
    </message>
    <message>
        <source>the entry %1 is missing</source>
        <translation>%1 girdisi eksik</translation>
    </message>
    <message>
        <source>%1 is required</source>
        <translation>%1 zorunlu</translation>
    </message>
    <message>
        <source>%1 is empty in row %2</source>
        <translation>%2 satırında %1 boş</translation>
    </message>
    <message>
        <source>the file has no column %1</source>
        <translation>dosyada %1 sütunu yok</translation>
    </message>
    <message>
        <source>%1 should be of type %2</source>
        <translation>%1, %2 türünde olmalı</translation>
    </message>
    <message>
        <source>%1 has an invalid value: %2</source>
        <translation>%1 geçersiz bir değere sahip: %2</translation>
    </message>
    <message>
        <source>%1 has an unknown value: %2</source>
        <translation>%1 bilinmeyen bir değere sahip: %2</translation>
    </message>
    <message>
        <source>the catalog has no GPU “%1”</source>
        <translation>katalogda “%1” adlı GPU yok</translation>
    </message>
    <message>
        <source>%1 is out of range: %2</source>
        <translation>%1 aralık dışında: %2</translation>
    </message>
    <message>
        <source>%1 does not divide evenly: %2</source>
        <translation>%1 tam bölünmüyor: %2</translation>
    </message>
    <message>
        <source>%1 contradicts the rest of the setup (%2)</source>
        <translation>%1, kurulumun geri kalanıyla çelişiyor (%2)</translation>
    </message>
    <message>
        <source>choose at least one value for %1</source>
        <translation>%1 için en az bir değer seçin</translation>
    </message>
    <message>
        <source>%1 is not supported yet (%2)</source>
        <translation>%1 henüz desteklenmiyor (%2)</translation>
    </message>
    <message>
        <source>the case lacks inputs the estimator needs</source>
        <translation>bu vakada tahmin aracının gerektirdiği girdiler eksik</translation>
    </message>
    <message>
        <source>the GPU %1 has no peak throughput figure</source>
        <translation>%1 GPU&apos;sunun tepe işlem hızı değeri yok</translation>
    </message>
    <message>
        <source>cannot open %1 (%2)</source>
        <translation>%1 açılamıyor (%2)</translation>
    </message>
    <message>
        <source>the file cannot be read (%1)</source>
        <translation>dosya okunamıyor (%1)</translation>
    </message>
    <message>
        <source>no catalog can be created there: the folder %1 cannot be written</source>
        <translation>orada katalog oluşturulamaz: %1 klasörüne yazılamıyor</translation>
    </message>
    <message>
        <source>the file is not valid JSON (%1)</source>
        <translation>dosya geçerli bir JSON değil (%1)</translation>
    </message>
    <message>
        <source>unterminated quote starting on line %1</source>
        <translation>%1. satırda başlayan tırnak kapatılmamış</translation>
    </message>
    <message>
        <source>the file was written by a newer Tunefit (version %1); update Tunefit to read it</source>
        <translation>dosya daha yeni bir Tunefit tarafından yazılmış (sürüm %1); okumak için Tunefit&apos;i güncelleyin</translation>
    </message>
    <message>
        <source>the catalog was written by a newer Tunefit (schema version %1)</source>
        <translation>katalog daha yeni bir Tunefit tarafından yazılmış (şema sürümü %1)</translation>
    </message>
    <message>
        <source>the catalog is in use by another program (another Tunefit window or command, or a backup tool); nothing was changed. Try again when it has finished</source>
        <translation>katalog başka bir program (başka bir Tunefit penceresi ya da komutu veya bir yedekleme aracı) tarafından kullanılıyor; hiçbir şey değiştirilmedi. O işini bitirince yeniden deneyin</translation>
    </message>
    <message>
        <source>no such row: %1</source>
        <translation>böyle bir satır yok: %1</translation>
    </message>
    <message>
        <source>a row with the same identity exists already (%1)</source>
        <translation>aynı kimliğe sahip bir satır zaten var (%1)</translation>
    </message>
    <message>
        <source>the catalog database reported an error; nothing was changed (%1)</source>
        <translation>katalog veritabanı bir hata bildirdi; hiçbir şey değiştirilmedi (%1)</translation>
    </message>
    <message>
        <source>the catalog is not open</source>
        <translation>katalog açık değil</translation>
    </message>
    <message>
        <source>the catalog file is damaged and could not be moved aside (%1); it was left as it is</source>
        <translation>katalog dosyası hasarlı ve kenara taşınamadı (%1); olduğu gibi bırakıldı</translation>
    </message>
    <message>
        <source>the catalog path is empty; name a catalog file</source>
        <translation>katalog yolu boş; bir katalog dosyası belirtin</translation>
    </message>
    <message>
        <source>it is a folder, not a catalog file; nothing was changed</source>
        <translation>bu bir klasör, katalog dosyası değil; hiçbir şey değiştirilmedi</translation>
    </message>
    <message>
        <source>the file is not a catalog database (not an SQLite file); it was left untouched</source>
        <translation>dosya bir katalog veritabanı değil (SQLite dosyası değil); dokunulmadan bırakıldı</translation>
    </message>
    <message>
        <source>the file is another program&apos;s SQLite database, not a Tunefit catalog; it was left untouched</source>
        <translation>dosya başka bir programın SQLite veritabanı, bir Tunefit kataloğu değil; dokunulmadan bırakıldı</translation>
    </message>
    <message>
        <source>the catalog is read-only: its file or folder cannot be written; nothing was changed</source>
        <translation>katalog salt okunur: dosyasına ya da klasörüne yazılamıyor; hiçbir şey değiştirilmedi</translation>
    </message>
    <message>
        <source>the catalog was written by an older Tunefit and must be upgraded, but its file or folder cannot be written</source>
        <translation>katalog daha eski bir Tunefit tarafından yazılmış ve yükseltilmesi gerekiyor, ancak dosyasına ya da klasörüne yazılamıyor</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Amaç</translation>
    </message>
    <message>
        <source>Reference model</source>
        <translation>Referans modeli</translation>
    </message>
    <message>
        <source>Group size</source>
        <translation>Grup boyutu</translation>
    </message>
    <message>
        <source>Completion length</source>
        <translation>Tamamlama uzunluğu</translation>
    </message>
    <message>
        <source>Completions generated together</source>
        <translation>Birlikte üretilen tamamlamalar</translation>
    </message>
    <message>
        <source>Tokens generated together</source>
        <translation>Birlikte üretilen token&apos;lar</translation>
    </message>
    <message>
        <source>Engine memory share</source>
        <translation>Motor bellek payı</translation>
    </message>
    <message>
        <source>Memory of the engine&apos;s GPU (GiB)</source>
        <translation>Motorun GPU&apos;sunun belleği (GiB)</translation>
    </message>
    <message>
        <source>a reference with the adapters disabled needs an adapter method (LoRA, QLoRA, ...); full fine-tuning needs a separate frozen copy or precomputed log-probabilities</source>
        <translation>adaptörleri kapatılmış bir referans bir adaptör yöntemi (LoRA, QLoRA, ...) gerektirir; tam ince ayar ayrı bir dondurulmuş kopya ya da önceden hesaplanmış log-olasılıklar gerektirir</translation>
    </message>
    <message>
        <source>the file is not valid YAML (%1)</source>
        <translation>dosya geçerli YAML değil (%1)</translation>
    </message>
    <message>
        <source>the file is too large to be a configuration (%1)</source>
        <translation>dosya bir yapılandırma olamayacak kadar büyük (%1)</translation>
    </message>
    <message>
        <source>Sequence-parallel degree</source>
        <translation>Dizi paralelliği derecesi</translation>
    </message>
    <message>
        <source>Images per sample</source>
        <translation>Örnek başına görüntü</translation>
    </message>
    <message>
        <source>Tokens per image</source>
        <translation>Görüntü başına token</translation>
    </message>
    <message>
        <source>Image tokens per sample</source>
        <translation>Örnek başına görüntü tokeni</translation>
    </message>
    <message>
        <source>Train the vision tower</source>
        <translation>Görüntü kulesini eğit</translation>
    </message>
    <message>
        <source>the vision tower can be trained by full fine-tuning or by an adapter method with target modules (LoRA, QLoRA, ...)</source>
        <translation>görüntü kulesi tam ince ayarla ya da hedef modülleri olan bir adaptör yöntemiyle (LoRA, QLoRA, ...) eğitilebilir</translation>
    </message>
    <message>
        <source>the price source %1 sent no offer Tunefit can read (an empty file, or a file of another kind); nothing was changed</source>
        <translation>%1 fiyat kaynağı Tunefit&apos;in okuyabileceği hiçbir teklif göndermedi (boş bir dosya veya başka türden bir dosya); hiçbir şey değiştirilmedi</translation>
    </message>
    <message>
        <source>the download failed (%1); nothing was changed</source>
        <translation>indirme başarısız oldu (%1); hiçbir şey değiştirilmedi</translation>
    </message>
    <message>
        <source>the server did not answer within %1 seconds; nothing was changed</source>
        <translation>sunucu %1 saniye içinde yanıt vermedi; hiçbir şey değiştirilmedi</translation>
    </message>
    <message>
        <source>the file is larger than the %1 MB a price list can be; the download was stopped and nothing was changed</source>
        <translation>dosya bir fiyat listesinin olabileceği %1 MB&apos;tan büyük; indirme durduruldu ve hiçbir şey değiştirilmedi</translation>
    </message>
    <message>
        <source>the download was cancelled; nothing was changed</source>
        <translation>indirme iptal edildi; hiçbir şey değiştirilmedi</translation>
    </message>
    <message>
        <source>Tensor parallel (TP)</source>
        <translation>Tensör paralelliği (TP)</translation>
    </message>
    <message>
        <source>Pipeline parallel (PP)</source>
        <translation>Pipeline paralelliği (PP)</translation>
    </message>
    <message>
        <source>Virtual pipeline stages (VPP)</source>
        <translation>Sanal pipeline aşamaları (VPP)</translation>
    </message>
    <message>
        <source>Expert parallel (EP)</source>
        <translation>Uzman paralelliği (EP)</translation>
    </message>
    <message>
        <source>Expert tensor parallel (ETP)</source>
        <translation>Uzman tensör paralelliği (ETP)</translation>
    </message>
    <message>
        <source>Megatron sequence parallelism</source>
        <translation>Megatron dizi paralelliği</translation>
    </message>
    <message>
        <source>expert parallelism (EP, ETP) needs a Mixture-of-Experts model</source>
        <translation>uzman paralelliği (EP, ETP) bir Mixture-of-Experts modeli gerektirir</translation>
    </message>
    <message>
        <source>someone else changed or deleted this row since you opened it (%1); nothing was changed</source>
        <translation>siz açtıktan sonra bu satırı başka biri değiştirdi ya da sildi (%1); hiçbir şey değiştirilmedi</translation>
    </message>
    <message>
        <source>the catalog server does not let your database role change the team catalog; nothing was changed. Ask the catalog&apos;s owner for write access</source>
        <translation>katalog sunucusu veritabanı rolünüzün ekip kataloğunu değiştirmesine izin vermiyor; hiçbir şey değiştirilmedi. Yazma izni için kataloğun sahibine başvurun</translation>
    </message>
    <message>
        <source>the catalog server cannot be reached and there is no offline copy of this team catalog yet (%1)</source>
        <translation>katalog sunucusuna ulaşılamıyor ve bu ekip kataloğunun henüz çevrimdışı bir kopyası yok (%1)</translation>
    </message>
    <message>
        <source>the catalog server refused the login (%1); check the user name, and the password in PGPASSWORD, the service file or ~/.pgpass</source>
        <translation>katalog sunucusu oturum açmayı reddetti (%1); kullanıcı adını ve PGPASSWORD, servis dosyası ya da ~/.pgpass içindeki parolayı denetleyin</translation>
    </message>
    <message>
        <source>the team catalog server cannot be reached: its offline copy can be used for plans, but changes wait until the server is back; nothing was changed</source>
        <translation>ekip kataloğu sunucusuna ulaşılamıyor: planlar için çevrimdışı kopyası kullanılabilir, ama değişiklikler sunucu geri gelene kadar bekler; hiçbir şey değiştirilmedi</translation>
    </message>
    <message>
        <source>a price source&apos;s URL must not hold a user name or password: it would be stored in the catalog, listed and copied into every offer it updates; use a URL without them</source>
        <translation>bir fiyat kaynağının URL&apos;si kullanıcı adı veya parola içermemeli: katalogda saklanır, listelenir ve güncellediği her teklife kopyalanırdı; bunlar olmadan bir URL kullanın</translation>
    </message>
    <message>
        <source> (allowed: above %1, up to %2)</source>
        <comment>the range of values a field accepts, without its lower end</comment>
        <translation> (izin verilen: %1 üzeri, en fazla %2)</translation>
    </message>
    <message>
        <source>%1 names a file outside the folder the import may read, or a file that is not a plain file (%2); it was not read</source>
        <translation>%1, içe aktarmanın okuyabileceği klasörün dışında ya da düz dosya olmayan bir dosyayı adlandırıyor (%2); okunmadı</translation>
    </message>
    <message>
        <source>%1 could not be written (%2); an existing file of that name was left as it was</source>
        <translation>%1 yazılamadı (%2); bu addaki mevcut dosya olduğu gibi bırakıldı</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>“%1”</translation>
    </message>
    <message>
        <source>give the model&apos;s config.json, add it to the model library, or fetch it from Hugging Face</source>
        <translation>modelin config.json dosyasını verin, model kitaplığına ekleyin ya da Hugging Face&apos;ten getirin</translation>
    </message>
    <message>
        <source>the model library has no “%1”: %2</source>
        <translation>model kitaplığında “%1” yok: %2</translation>
    </message>
    <message>
        <source>the model library has no “%1”; the nearest are %2. Pick one of them if it is the same architecture, or %3</source>
        <translation>model kitaplığında “%1” yok; en yakınları %2. Mimari aynıysa bunlardan birini seçin ya da %3</translation>
    </message>
    <message>
        <source>“%1” fits several models of the library: %2; name one of them</source>
        <translation>“%1” kitaplıktaki birden çok modele uyuyor: %2; birini adıyla belirtin</translation>
    </message>
    <message>
        <source>the Hugging Face Hub has no model %1, or no config.json in it; check the id (organisation/name, as in the model&apos;s address on huggingface.co)</source>
        <translation>Hugging Face Hub&apos;da %1 modeli yok ya da içinde config.json yok; kimliği denetleyin (kuruluş/ad, modelin huggingface.co üzerindeki adresinde olduğu gibi)</translation>
    </message>
    <message>
        <source>the model %1 is gated or private on the Hugging Face Hub: accept its licence on its page at huggingface.co with your account, then set HF_TOKEN to an access token (or log in with huggingface-cli, which writes the token file)</source>
        <translation>%1 modeli Hugging Face Hub&apos;da erişimi kısıtlı ya da özel: huggingface.co&apos;daki sayfasında hesabınızla lisansını kabul edin, ardından HF_TOKEN&apos;a bir erişim token&apos;ı atayın (ya da token dosyasını yazan huggingface-cli ile oturum açın)</translation>
    </message>
    <message>
        <source>Average sample length (tokens)</source>
        <translation>Ortalama örnek uzunluğu (token)</translation>
    </message>
    <message>
        <source>Mean completion length</source>
        <translation>Ortalama tamamlama uzunluğu</translation>
    </message>
    <message>
        <source>Engine tensor parallelism</source>
        <translation>Motor tensör paralelliği</translation>
    </message>
    <message>
        <source>PPO, GRPO, RLOO and online DPO generate completions and need a decoder-only model</source>
        <translation>PPO, GRPO, RLOO ve çevrimiçi DPO tamamlamalar üretir ve yalnızca kod çözücülü (decoder-only) bir model gerektirir</translation>
    </message>
    <message>
        <source>online DPO scores completions generated during training: its reference must run in the step (a separate frozen copy, or the adapters disabled), not be precomputed or left out</source>
        <translation>çevrimiçi DPO eğitim sırasında üretilen tamamlamaları puanlar: referansı adımın içinde çalışmalıdır (ayrı bir dondurulmuş kopya ya da adaptörleri kapatılmış model); önceden hesaplanamaz ya da atlanamaz</translation>
    </message>
    <message>
        <source>16-bit blocks at the start</source>
        <translation>Baştaki 16 bit bloklar</translation>
    </message>
    <message>
        <source>16-bit blocks at the end</source>
        <translation>Sondaki 16 bit bloklar</translation>
    </message>
    <message>
        <source>quantization-aware training fake-quantizes a 16-bit base: it cannot run on a 4-bit or 8-bit quantized base (QLoRA); load the base in bf16</source>
        <translation>nicemlemeye duyarlı eğitim 16 bitlik bir tabanı sahte nicemler: 4 veya 8 bit nicemlenmiş bir tabanda (QLoRA) çalışamaz; tabanı bf16 olarak yükleyin</translation>
    </message>
    <message>
        <source>quantization-aware training and an FP8/FP4 training recipe both replace the linear layers; no training stack runs the two together</source>
        <translation>nicemlemeye duyarlı eğitim ve bir FP8/FP4 eğitim tarifi ikisi de doğrusal katmanların yerini alır; hiçbir eğitim yığını ikisini birlikte çalıştırmaz</translation>
    </message>
    <message>
        <source>quantization-aware training runs with full training or LoRA (torchtune, axolotl, Unsloth), not with this method</source>
        <translation>nicemlemeye duyarlı eğitim tam eğitimle veya LoRA ile çalışır (torchtune, axolotl, Unsloth), bu yöntemle çalışmaz</translation>
    </message>
    <message>
        <source>a fused backward pass steps a full fine-tune&apos;s weights with Adafactor and no gradient accumulation (kohya&apos;s --fused_backward_pass)</source>
        <translation>geri geçişle birleşik optimizer adımı, tam ince ayarın ağırlıklarını Adafactor ile ve gradyan biriktirme olmadan günceller (kohya&apos;nın --fused_backward_pass seçeneği)</translation>
    </message>
    <message>
        <source>the denoiser library has no model of the class %1</source>
        <translation>gürültü giderici kitaplığında %1 sınıfından bir model yok</translation>
    </message>
    <message>
        <source>the config is no denoiser of the library: it differs from %1 in %2</source>
        <translation>yapılandırma kitaplıktaki hiçbir gürültü gidericiye uymuyor: %1 modelinden şu noktada ayrılıyor: %2</translation>
    </message>
    <message>
        <source>the denoiser library has no “%1”: %2</source>
        <translation>gürültü giderici kitaplığında “%1” yok: %2</translation>
    </message>
    <message>
        <source>the denoiser library has no “%1” (the nearest are %2): %3</source>
        <translation>gürültü giderici kitaplığında “%1” yok (en yakınları %2): %3</translation>
    </message>
    <message>
        <source>the config is no denoiser of the library: it names none of the shape settings of %1</source>
        <translation>yapılandırma kitaplıktaki hiçbir gürültü gidericiye uymuyor: %1 modelinin şekil ayarlarından hiçbirini içermiyor</translation>
    </message>
    <message>
        <source>the file&apos;s tensors are those of no denoiser of the library</source>
        <translation>dosyanın tensörleri kitaplıktaki hiçbir gürültü gidericiye ait değil</translation>
    </message>
    <message>
        <source>the file is no denoiser of the library: its tensors differ from those of %1 in %2</source>
        <translation>dosya kitaplıktaki hiçbir gürültü gidericiye uymuyor: tensörleri %1 modelininkilerden şu noktada ayrılıyor: %2</translation>
    </message>
    <message>
        <source>name one of the library (tunefit diffusion --list), or give the diffusers folder, config.json or single .safetensors file of a fine-tune of one</source>
        <translation>kitaplıktan birini adıyla belirtin (tunefit diffusion --list) ya da bunlardan birinin ince ayarlı sürümünün diffusers klasörünü, config.json dosyasını veya tek .safetensors dosyasını verin</translation>
    </message>
    <message>
        <source>the trainer loads the text encoders in the denoiser&apos;s data type and has no setting for another</source>
        <translation>eğitici metin kodlayıcıları gürültü gidericinin veri türünde yükler ve başka bir tür için ayarı yoktur</translation>
    </message>
    <message>
        <source>%1&apos;s networks adapt every linear of the blocks, not a set of them</source>
        <translation>%1 ağları blokların her doğrusal katmanını uyarlar, bir kısmını değil</translation>
    </message>
    <message>
        <source>%1 does not keep the text encoders or the VAE in CPU RAM</source>
        <translation>%1 metin kodlayıcıları veya VAE&apos;yi CPU RAM&apos;de tutmaz</translation>
    </message>
    <message>
        <source>%1 sets no prompt length for %2 in its config</source>
        <translation>%1 yapılandırmasında %2 için istem uzunluğu ayarlamaz</translation>
    </message>
    <message>
        <source>%1&apos;s config swaps no blocks to CPU RAM</source>
        <translation>%1 yapılandırması CPU RAM&apos;e blok takas etmez</translation>
    </message>
    <message>
        <source>%1 has no FlashAttention-3 setting</source>
        <translation>%1 içinde FlashAttention-3 ayarı yok</translation>
    </message>
    <message>
        <source>%1&apos;s resolution is one side of a square</source>
        <translation>%1 çözünürlüğü bir karenin tek kenarıdır</translation>
    </message>
    <message>
        <source>ai-toolkit quantizes with optimum-quanto (qfloat8, qint8), not NF4</source>
        <translation>ai-toolkit optimum-quanto (qfloat8, qint8) ile nicemler, NF4 ile değil</translation>
    </message>
    <message>
        <source>%1 stores the frozen weights in FP8 only (--fp8_base), not %2</source>
        <translation>%1 dondurulmuş ağırlıkları yalnızca FP8&apos;de (--fp8_base) saklar, %2 olarak değil</translation>
    </message>
    <message>
        <source>kohya sd-scripts trains image models; musubi-tuner trains video models</source>
        <translation>kohya sd-scripts görüntü modellerini eğitir; video modellerini musubi-tuner eğitir</translation>
    </message>
    <message>
        <source>%1 has no FP8 setting for the text encoders</source>
        <translation>%1 içinde metin kodlayıcılar için FP8 ayarı yok</translation>
    </message>
    <message>
        <source>kohya sd-scripts refuses --cpu_offload_checkpointing beside --blocks_to_swap</source>
        <translation>kohya sd-scripts --cpu_offload_checkpointing seçeneğini --blocks_to_swap ile birlikte reddeder</translation>
    </message>
    <message>
        <source>musubi-tuner does not train %1</source>
        <translation>musubi-tuner %1 modelini eğitmez</translation>
    </message>
    <message>
        <source>musubi-tuner&apos;s scripts train networks (LoRA, LoKr), not a full fine-tune</source>
        <translation>musubi-tuner betikleri ağ (LoRA, LoKr) eğitir, tam ince ayar değil</translation>
    </message>
    <message>
        <source>%1 trains on cached text encoder outputs and latents only</source>
        <translation>%1 yalnızca önbelleğe alınmış metin kodlayıcı çıktıları ve gizil temsiller üzerinde eğitir</translation>
    </message>
    <message>
        <source>SimpleTuner&apos;s flux_lora_target has no set of the image stream&apos;s projections alone</source>
        <translation>SimpleTuner&apos;ın flux_lora_target ayarında yalnızca görüntü akışının projeksiyonlarından oluşan bir küme yok</translation>
    </message>
    <message>
        <source>SimpleTuner adapts this model&apos;s attention projections, not every linear</source>
        <translation>SimpleTuner bu modelin dikkat projeksiyonlarını uyarlar, her doğrusal katmanı değil</translation>
    </message>
    <message>
        <source>SimpleTuner&apos;s default targets adapt the image stream&apos;s projections only</source>
        <translation>SimpleTuner&apos;ın varsayılan hedefleri yalnızca görüntü akışının projeksiyonlarını uyarlar</translation>
    </message>
    <message>
        <source>SimpleTuner has no model family for %1</source>
        <translation>SimpleTuner&apos;da %1 için model ailesi yok</translation>
    </message>
    <message>
        <source>LoKr needs a LyCORIS config file beside SimpleTuner&apos;s config.json</source>
        <translation>LoKr, SimpleTuner&apos;ın config.json dosyasının yanında bir LyCORIS yapılandırma dosyası gerektirir</translation>
    </message>
    <message>
        <source>%1 offers no Adafactor</source>
        <translation>%1 Adafactor sunmaz</translation>
    </message>
    <message>
        <source>SimpleTuner sets the frames in its data backend config, not in config.json</source>
        <translation>SimpleTuner kareleri config.json&apos;da değil, veri arka uç yapılandırmasında ayarlar</translation>
    </message>
    <message>
        <source>SimpleTuner pads %1&apos;s prompts to %2 tokens</source>
        <translation>SimpleTuner %1 istemlerini %2 token&apos;a doldurur</translation>
    </message>
    <message>
        <source>SimpleTuner pads SD3&apos;s T5 prompt to at most %1 tokens (%2 with CLIP&apos;s %3)</source>
        <translation>SimpleTuner SD3&apos;ün T5 istemini en çok %1 token&apos;a doldurur (CLIP&apos;in %3 token&apos;ıyla %2)</translation>
    </message>
    <message>
        <source>only kohya sd-scripts&apos; fine-tuning scripts fuse the optimizer step into backward (--fused_backward_pass)</source>
        <translation>optimizer adımını geri yayılıma yalnızca kohya sd-scripts&apos;in ince ayar betikleri katar (--fused_backward_pass)</translation>
    </message>
    <message>
        <source>only musubi-tuner&apos;s --gradient_checkpointing_cpu_offload and sd-scripts&apos; --cpu_offload_checkpointing keep the checkpointed activations in CPU RAM</source>
        <translation>kontrol noktalı aktivasyonları CPU RAM&apos;de yalnızca musubi-tuner&apos;ın --gradient_checkpointing_cpu_offload ve sd-scripts&apos;in --cpu_offload_checkpointing seçenekleri tutar</translation>
    </message>
    <message>
        <source>diffusers&apos; example scripts take command-line flags, not a config file</source>
        <translation>diffusers örnek betikleri yapılandırma dosyası değil, komut satırı seçenekleri alır</translation>
    </message>
    <message>
        <source>only musubi-tuner keeps the resolution, frames and batch in a dataset config</source>
        <translation>çözünürlüğü, kareleri ve batch&apos;i bir veri kümesi yapılandırmasında yalnızca musubi-tuner tutar</translation>
    </message>
    <message>
        <source>activations can be kept in CPU RAM only under gradient checkpointing, which saves them block by block (musubi-tuner&apos;s --gradient_checkpointing_cpu_offload, sd-scripts&apos; --cpu_offload_checkpointing)</source>
        <translation>aktivasyonlar CPU RAM&apos;de yalnızca onları blok blok saklayan gradyan kontrol noktası altında tutulabilir (musubi-tuner&apos;ın --gradient_checkpointing_cpu_offload, sd-scripts&apos;in --cpu_offload_checkpointing seçeneği)</translation>
    </message>
    <message>
        <source>it holds no training settings of a stack Tunefit reads</source>
        <translation>Tunefit&apos;in okuduğu bir yığının eğitim ayarlarını içermiyor</translation>
    </message>
    <message>
        <source>it is a Python program: its settings are code, not a config</source>
        <translation>bir Python programı: ayarları yapılandırma değil, kod</translation>
    </message>
    <message>
        <source>it is not a mapping of keys</source>
        <translation>anahtarlardan oluşan bir eşleme değil</translation>
    </message>
    <message>
        <source>it holds no training command line</source>
        <translation>eğitim komut satırı içermiyor</translation>
    </message>
    <message>
        <source>it is not a DeepSpeed JSON config</source>
        <translation>bir DeepSpeed JSON yapılandırması değil</translation>
    </message>
    <message>
        <source>it is not an accelerate config</source>
        <translation>bir accelerate yapılandırması değil</translation>
    </message>
    <message>
        <source>it is not a training config</source>
        <translation>bir eğitim yapılandırması değil</translation>
    </message>
    <message>
        <source>it is no image or video trainer&apos;s config</source>
        <translation>bir görüntü veya video eğiticisinin yapılandırması değil</translation>
    </message>
    <message>
        <source>it holds no image or video training command</source>
        <translation>görüntü veya video eğitim komutu içermiyor</translation>
    </message>
    <message>
        <source>it is a dataset config: import the training config that names it</source>
        <translation>bir veri kümesi yapılandırması: onu adlandıran eğitim yapılandırmasını içe aktarın</translation>
    </message>
    <message>
        <source>it is not a JSON object</source>
        <translation>bir JSON nesnesi değil</translation>
    </message>
    <message>
        <source>it has no safetensors header</source>
        <translation>safetensors başlığı yok</translation>
    </message>
    <message>
        <source>its safetensors header is cut short</source>
        <translation>safetensors başlığı yarıda kesilmiş</translation>
    </message>
    <message>
        <source>its safetensors header is not a JSON object</source>
        <translation>safetensors başlığı bir JSON nesnesi değil</translation>
    </message>
    <message>
        <source>its safetensors header claims %1 bytes</source>
        <translation>safetensors başlığı %1 bayt olduğunu söylüyor</translation>
    </message>
    <message>
        <source>it is no training log Tunefit reads</source>
        <translation>Tunefit&apos;in okuduğu bir eğitim günlüğü değil</translation>
    </message>
    <message>
        <source>its trainer state has no log history</source>
        <translation>eğitici durumunda günlük geçmişi yok</translation>
    </message>
    <message>
        <source>it records no step time, throughput or memory</source>
        <translation>adım süresi, işlem hızı veya bellek kaydetmiyor</translation>
    </message>
    <message>
        <source>the file is not of the expected kind: %1</source>
        <translation>dosya beklenen türde değil: %1</translation>
    </message>
</context>
<context>
    <name>EstimateCommand</name>
    <message>
        <source>Usable GiB per GPU: exit 0 when the job fits, 1 when not.</source>
        <translation>GPU başına kullanılabilir GiB: iş sığarsa çıkış kodu 0, sığmazsa 1.</translation>
    </message>
    <message>
        <source>Print JSON (C locale numbers, English keys).</source>
        <translation>JSON yazdır (C yerel ayarında sayılar, İngilizce anahtarlar).</translation>
    </message>
    <message>
        <source>Estimates the per-GPU peak memory of a fine-tuning step.</source>
        <translation>Bir ince ayar adımının GPU başına tepe belleğini tahmin eder.</translation>
    </message>
    <message>
        <source>%1: %2 B parameters, %3 M trainable</source>
        <translation>%1: %2 milyar parametre, %3 milyon eğitilebilir</translation>
    </message>
    <message>
        <source>peak allocated</source>
        <translation>tepe ayrılan</translation>
    </message>
    <message>
        <source>peak reserved</source>
        <translation>tepe rezerve</translation>
    </message>
    <message>
        <source>whole device</source>
        <translation>tüm cihaz</translation>
    </message>
    <message>
        <source>(band %1% .. +%2%)</source>
        <comment>the expected error band, in percent</comment>
        <translation>(aralık %%1 .. +%%2)</translation>
    </message>
    <message>
        <source>in host memory</source>
        <translation>ana makine belleğinde</translation>
    </message>
    <message>
        <source>A catalog GPU to judge the fit on (its memory, 5% kept free): exit 0 when the job fits, 1 when not.</source>
        <translation>Sığmanın değerlendirileceği bir katalog GPU&apos;su (belleği, %5 boş tutulur): iş sığarsa çıkış 0, sığmazsa 1.</translation>
    </message>
    <message>
        <source>Objective: %1</source>
        <translation>Amaç: %1</translation>
    </message>
    <message>
        <source>tunefit fit lists each change with its memory and time.</source>
        <translation>tunefit fit her değişikliği belleği ve süresiyle listeler.</translation>
    </message>
    <message>
        <source>Optimizer: %1</source>
        <translation>Optimize edici: %1</translation>
    </message>
</context>
<context>
    <name>FitCommand</name>
    <message>
        <source>%1 GiB per GPU (no throughput figures for this GPU)</source>
        <translation>GPU başına %1 GiB (bu GPU için verim rakamları yok)</translation>
    </message>
    <message>
        <source>%1 GiB per GPU, %2 tokens/s</source>
        <translation>GPU başına %1 GiB, %2 token/sn</translation>
    </message>
    <message>
        <source>The fastest setting of a fine-tuning job that fits a GPU, searched over the settings that do not change what is learned (micro-batch and accumulation, checkpointing, attention, loss, 8-bit and paged optimizers, sharding and offload). Exit 0 when a setting fits, 1 when none does (then the changes of the training that would fit are listed).</source>
        <translation>Bir ince ayar işinin bir GPU&apos;ya sığan en hızlı ayarı; öğrenileni değiştirmeyen ayarlar arasında aranır (mikro-batch ve biriktirme, checkpointing, attention, kayıp, 8-bit ve sayfalı optimizer&apos;lar, parçalama ve aktarma). Bir ayar sığarsa çıkış kodu 0, hiçbiri sığmazsa 1 (o zaman işi sığdıracak eğitim değişiklikleri listelenir).</translation>
    </message>
    <message>
        <source>The catalog GPU to fit the job on.</source>
        <translation>İşin sığdırılacağı katalog GPU&apos;su.</translation>
    </message>
    <message>
        <source>Print JSON (C locale numbers, English keys).</source>
        <translation>JSON yazdır (C yerel ayarında sayılar, İngilizce anahtarlar).</translation>
    </message>
    <message>
        <source>As set: %1</source>
        <translation>Ayarlandığı gibi: %1</translation>
    </message>
    <message>
        <source>Advised: %1</source>
        <translation>Önerilen: %1</translation>
    </message>
    <message>
        <source>No change of the training that Tunefit tries fits either.</source>
        <translation>Tunefit&apos;in denediği eğitim değişikliklerinden hiçbiri de sığmıyor.</translation>
    </message>
    <message>
        <source>These would fit, but change the training:</source>
        <translation>Bunlar sığar, ama eğitimi değiştirir:</translation>
    </message>
    <message>
        <source>%1 on %2 × %3 (%4 per GPU)</source>
        <translation>%2 × %3 üzerinde %1 (GPU başına %4)</translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <source>Trains two small matrices added to chosen weight matrices; the model&apos;s own weights stay frozen.</source>
        <translation>Seçilen ağırlık matrislerine eklenen iki küçük matrisi eğitir; modelin kendi ağırlıkları dondurulmuş kalır.</translation>
    </message>
    <message>
        <source>LoRA on a model whose frozen weights are stored in 4 bits (NF4), about a quarter of their 16-bit memory.</source>
        <translation>Dondurulmuş ağırlıkları 4 bit (NF4) olarak saklanan bir modelde LoRA: 16 bitlik belleğin yaklaşık dörtte biri.</translation>
    </message>
    <message>
        <source>Full fine-tuning</source>
        <translation>Tam ince ayar</translation>
    </message>
    <message>
        <source>Trains every weight of the model, so every weight needs a gradient and optimizer state.</source>
        <translation>Modelin her ağırlığını eğitir; bu yüzden her ağırlık bir gradyan ve optimizer durumu gerektirir.</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>Mikro-batch</translation>
    </message>
    <message>
        <source>The sequences one GPU processes in one forward and backward pass.</source>
        <translation>Bir GPU&apos;nun tek bir ileri ve geri geçişte işlediği diziler.</translation>
    </message>
    <message>
        <source>Gradient accumulation</source>
        <translation>Gradyan biriktirme</translation>
    </message>
    <message>
        <source>Adds up the gradients of several micro-batches before one optimizer step: a larger batch without more memory.</source>
        <translation>Tek bir optimizer adımından önce birkaç mikro-batch&apos;in gradyanlarını toplar: daha fazla bellek olmadan daha büyük batch.</translation>
    </message>
    <message>
        <source>Activation checkpointing</source>
        <translation>Aktivasyon checkpointing</translation>
    </message>
    <message>
        <source>Keeps only some activations in the forward pass and recomputes the rest in the backward pass: less memory, more compute.</source>
        <translation>İleri geçişte aktivasyonların yalnızca bir kısmını tutar, kalanını geri geçişte yeniden hesaplar: daha az bellek, daha çok hesaplama.</translation>
    </message>
    <message>
        <source>Checkpointing: full (every block)</source>
        <translation>Checkpointing: tam (her blok)</translation>
    </message>
    <message>
        <source>Each block keeps only its input; the whole block is computed again in the backward pass.</source>
        <translation>Her blok yalnızca girdisini tutar; geri geçişte bloğun tamamı yeniden hesaplanır.</translation>
    </message>
    <message>
        <source>Checkpointing: selective</source>
        <translation>Checkpointing: seçici</translation>
    </message>
    <message>
        <source>Only the attention&apos;s sequence × sequence tensors are computed again; everything else is kept.</source>
        <translation>Yalnızca dikkat (attention) katmanının dizi × dizi tensörleri yeniden hesaplanır; geri kalan her şey tutulur.</translation>
    </message>
    <message>
        <source>Checkpointing: selective (per op)</source>
        <translation>Checkpointing: seçici (işlem başına)</translation>
    </message>
    <message>
        <source>Each block keeps the outputs of its attention and of every other matrix product; the rest is computed again.</source>
        <translation>Her blok, dikkat (attention) çekirdeğinin ve her iki matris çarpımından birinin çıktılarını tutar; kalanı yeniden hesaplanır.</translation>
    </message>
    <message>
        <source>Checkpointing: offload to CPU</source>
        <translation>Checkpointing: CPU&apos;ya aktarma</translation>
    </message>
    <message>
        <source>Full checkpointing with the block inputs kept in CPU memory instead of on the GPU.</source>
        <translation>Blok girdileri GPU yerine CPU belleğinde tutulan tam checkpointing.</translation>
    </message>
    <message>
        <source>Tiled MLP</source>
        <translation>Parçalı MLP</translation>
    </message>
    <message>
        <source>Computes the MLP in slices of the sequence, each computed again in the backward pass, so long sequences need less memory.</source>
        <translation>MLP&apos;yi dizinin dilimleri hâlinde hesaplar ve her dilim geri geçişte yeniden hesaplanır; böylece uzun diziler daha az bellek ister.</translation>
    </message>
    <message>
        <source>Optimizer step in backward</source>
        <translation>Geri yayılımda optimizer adımı</translation>
    </message>
    <message>
        <source>Updates each weight as soon as its gradient is ready and frees that gradient, so the gradients are never all held at once.</source>
        <translation>Her ağırlığı gradyanı hazır olur olmaz günceller ve o gradyanı bırakır; böylece gradyanların hepsi hiçbir zaman aynı anda tutulmaz.</translation>
    </message>
    <message>
        <source>Each GPU keeps only its share of the optimizer state.</source>
        <translation>Her GPU optimizer durumunun yalnızca kendi payını tutar.</translation>
    </message>
    <message>
        <source>Each GPU keeps only its share of the optimizer state and of the gradients.</source>
        <translation>Her GPU optimizer durumunun ve gradyanların yalnızca kendi payını tutar.</translation>
    </message>
    <message>
        <source>Each GPU keeps only its share of the optimizer state, the gradients and the weights; a layer&apos;s weights are gathered when it runs.</source>
        <translation>Her GPU optimizer durumunun, gradyanların ve ağırlıkların yalnızca kendi payını tutar; bir katmanın ağırlıkları o katman çalışırken toplanır.</translation>
    </message>
    <message>
        <source>PyTorch&apos;s fully sharded data parallel: shares weights, gradients and optimizer state out over the GPUs, as ZeRO-3 does.</source>
        <translation>PyTorch&apos;un tam parçalanmış veri paralelliği: ZeRO-3 gibi ağırlıkları, gradyanları ve optimizer durumunu GPU&apos;lara dağıtır.</translation>
    </message>
    <message>
        <source>Data parallel: every GPU holds the whole model and trains on different data.</source>
        <translation>Veri paralelliği: her GPU modelin tamamını tutar ve farklı veriyle eğitir.</translation>
    </message>
    <message>
        <source>Offload</source>
        <translation>Aktarma</translation>
    </message>
    <message>
        <source>Moves optimizer state or weights to CPU memory: less GPU memory, more time.</source>
        <translation>Optimizer durumunu veya ağırlıkları CPU belleğine taşır: daha az GPU belleği, daha çok süre.</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>Tensör paralelliği</translation>
    </message>
    <message>
        <source>Splits each weight matrix over several GPUs, which compute every layer together.</source>
        <translation>Her ağırlık matrisini birkaç GPU&apos;ya böler; bu GPU&apos;lar her katmanı birlikte hesaplar.</translation>
    </message>
    <message>
        <source>Pipeline parallel</source>
        <translation>Boru hattı paralelliği</translation>
    </message>
    <message>
        <source>Gives each GPU a run of consecutive layers; micro-batches pass from GPU to GPU in turn.</source>
        <translation>Her GPU&apos;ya ardışık katmanlardan bir bölüm verir; mikro-batch&apos;ler sırayla GPU&apos;dan GPU&apos;ya geçer.</translation>
    </message>
    <message>
        <source>Sequence parallel</source>
        <translation>Dizi paralelliği</translation>
    </message>
    <message>
        <source>Splits each sequence over several GPUs, so each holds the activations of its part.</source>
        <translation>Her diziyi birkaç GPU&apos;ya böler; böylece her GPU yalnızca kendi parçasının aktivasyonlarını tutar.</translation>
    </message>
    <message>
        <source>An attention kernel that never stores the sequence × sequence score matrix, so its memory grows only linearly with the sequence.</source>
        <translation>Dizi × dizi skor matrisini hiç saklamayan bir dikkat (attention) çekirdeği; bu yüzden belleği diziyle yalnızca doğrusal olarak büyür.</translation>
    </message>
    <message>
        <source>Model FLOPs utilization: the share of the GPU&apos;s peak compute that training achieves; the time estimate rests on it.</source>
        <translation>Model FLOPs kullanımı: eğitimin GPU&apos;nun tepe hesaplama gücünden ulaştığı pay; süre tahmini buna dayanır.</translation>
    </message>
    <message>
        <source>The model&apos;s weights that are not trained, kept on the GPU for the forward and backward passes.</source>
        <translation>Modelin eğitilmeyen ağırlıkları; ileri ve geri geçiş için GPU&apos;da tutulur.</translation>
    </message>
    <message>
        <source>The weights being trained: the adapters of LoRA, or every weight in full fine-tuning.</source>
        <translation>Eğitilen ağırlıklar: LoRA&apos;nın adaptörleri ya da tam ince ayarda her ağırlık.</translation>
    </message>
    <message>
        <source>The gradients of the trained weights, computed in the backward pass.</source>
        <translation>Eğitilen ağırlıkların geri geçişte hesaplanan gradyanları.</translation>
    </message>
    <message>
        <source>What the optimizer keeps per trained weight, such as AdamW&apos;s two moments and fp32 master copies.</source>
        <translation>Optimizer&apos;ın eğitilen her ağırlık için tuttukları: AdamW&apos;nin iki momenti ve fp32 ana kopyalar gibi.</translation>
    </message>
    <message>
        <source>Intermediate results of the forward pass kept for the backward pass.</source>
        <translation>İleri geçişin geri geçiş için saklanan ara sonuçları.</translation>
    </message>
    <message>
        <source>The activations of the image encoder for the images of each sample.</source>
        <translation>Her örneğin görüntüleri için görüntü kodlayıcısının aktivasyonları.</translation>
    </message>
    <message>
        <source>The scores over the whole vocabulary for every token, and the loss computed from them.</source>
        <translation>Her token için tüm sözcük dağarcığı üzerindeki skorlar ve bunlardan hesaplanan kayıp.</translation>
    </message>
    <message>
        <source>Short-lived working memory: one block&apos;s gathered weights and dequantization scratch.</source>
        <translation>Kısa ömürlü çalışma belleği: bir bloğun toplanan ağırlıkları ve nicemleme çözme için geçici alan.</translation>
    </message>
    <message>
        <source>Frozen models the objective compares against, such as the reference model of DPO or GRPO.</source>
        <translation>Hedefin karşılaştırma yaptığı dondurulmuş modeller; DPO ya da GRPO&apos;nun referans modeli gibi.</translation>
    </message>
    <message>
        <source>The critic model that PPO trains beside the policy.</source>
        <translation>PPO&apos;nun politikanın yanında eğittiği eleştirmen (critic) model.</translation>
    </message>
    <message>
        <source>The key-value cache that holds the attention state while completions are generated.</source>
        <translation>Tamamlamalar üretilirken dikkat (attention) durumunu tutan anahtar-değer önbelleği.</translation>
    </message>
    <message>
        <source>Memory PyTorch&apos;s caching allocator holds but is not using at the moment.</source>
        <translation>PyTorch&apos;un önbellekli ayırıcısının elinde tuttuğu ama o an kullanmadığı bellek.</translation>
    </message>
    <message>
        <source>Memory the CUDA driver and its kernels take on each GPU before any tensor.</source>
        <translation>CUDA sürücüsünün ve çekirdeklerinin herhangi bir tensörden önce her GPU&apos;da kapladığı bellek.</translation>
    </message>
</context>
<context>
    <name>ImportCommand</name>
    <message>
        <source>Stack: %1</source>
        <translation>Yığın: %1</translation>
    </message>
    <message>
        <source>Model %1: no bundled preset and no config.json on this computer; pass --model</source>
        <translation>Model %1: yerleşik ön ayar yok ve bu bilgisayarda config.json yok; --model verin</translation>
    </message>
    <message>
        <source>Left to the launch: %1 = %2</source>
        <translation>Başlatmaya bırakılan: %1 = %2</translation>
    </message>
    <message numerus="yes">
        <source>%n key(s) without effect on memory, time or cost</source>
        <translation>
            <numerusform>Belleği, süreyi veya maliyeti etkilemeyen %n anahtar</numerusform>
        </translation>
    </message>
    <message>
        <source>Reads a training config (axolotl, LLaMA-Factory, torchtune, TRL, accelerate, DeepSpeed, ms-swift, litgpt) as a job.</source>
        <translation>Bir eğitim yapılandırmasını (axolotl, LLaMA-Factory, torchtune, TRL, accelerate, DeepSpeed, ms-swift, litgpt) iş olarak okur.</translation>
    </message>
    <message>
        <source>Write the job file here.</source>
        <translation>İş dosyasını buraya yazar.</translation>
    </message>
    <message>
        <source>Print every field with its value and origin as JSON.</source>
        <translation>Her alanı değeri ve kaynağıyla JSON olarak yazdırır.</translation>
    </message>
    <message>
        <source>Model preset id or config.json when the file&apos;s model is not found.</source>
        <translation>Dosyanın modeli bulunamadığında model ön ayar kimliği veya config.json.</translation>
    </message>
    <message>
        <source>Dataset size in tokens, for a file without max_steps.</source>
        <translation>max_steps içermeyen bir dosya için token cinsinden veri kümesi boyutu.</translation>
    </message>
    <message>
        <source>The training config.</source>
        <translation>Eğitim yapılandırması.</translation>
    </message>
    <message>
        <source>tunefit import: name one config file</source>
        <translation>tunefit import: bir yapılandırma dosyası belirtin</translation>
    </message>
    <message>
        <source>tunefit import: model %1 not found</source>
        <translation>tunefit import: %1 modeli bulunamadı</translation>
    </message>
    <message>
        <source>Writes a job as a training config of another stack, with the plan in a comment header.</source>
        <translation>Bir işi, planı bir yorum başlığında olmak üzere başka bir yığının eğitim yapılandırması olarak yazar.</translation>
    </message>
    <message>
        <source>The config file to write.</source>
        <translation>Yazılacak yapılandırma dosyası.</translation>
    </message>
    <message>
        <source>A *.tunefit.json job file.</source>
        <translation>Bir *.tunefit.json iş dosyası.</translation>
    </message>
    <message>
        <source>tunefit export-config: give JOB, --stack and --out</source>
        <translation>tunefit export-config: JOB, --stack ve --out verin</translation>
    </message>
    <message>
        <source>%1:%2, key %3</source>
        <translation>%1:%2, anahtar %3</translation>
    </message>
    <message>
        <source>Not used: %1 (%2)</source>
        <translation>Kullanılmadı: %1 (%2)</translation>
    </message>
    <message>
        <source>Write the plan&apos;s best offer of this catalog GPU (its GPU count, sharding and offload).</source>
        <translation>Planın bu katalog GPU&apos;su için en iyi teklifini yaz (GPU sayısı, sharding ve aktarma ile).</translation>
    </message>
    <message>
        <source>With --gpu: the offer with this many GPUs.</source>
        <translation>--gpu ile: bu sayıda GPU&apos;lu teklif.</translation>
    </message>
    <message>
        <source>Write the plan&apos;s first option.</source>
        <translation>Planın ilk seçeneğini yaz.</translation>
    </message>
    <message>
        <source>Date for the stale-price rule.</source>
        <translation>Eskimiş fiyat kuralı için tarih.</translation>
    </message>
    <message>
        <source>tunefit export-config: give either --best or --gpu, not both</source>
        <translation>tunefit export-config: --best ya da --gpu verin, ikisini birden değil</translation>
    </message>
    <message>
        <source>tunefit export-config: no offer of the catalog runs this job</source>
        <translation>tunefit export-config: katalogdaki hiçbir teklif bu işi çalıştırmıyor</translation>
    </message>
    <message numerus="yes">
        <source>tunefit export-config: no offer of %n %1 GPU(s) runs this job</source>
        <translation>
            <numerusform>tunefit export-config: %n %1 GPU&apos;lu hiçbir teklif bu işi çalıştırmıyor</numerusform>
        </translation>
    </message>
    <message>
        <source>tunefit export-config: no offer of %1 runs this job</source>
        <translation>tunefit export-config: hiçbir %1 teklifi bu işi çalıştırmıyor</translation>
    </message>
    <message>
        <source>The folder files the config names (a DeepSpeed JSON, an accelerate config) may be read from: the config&apos;s folder and those above it up to this one (default: the config&apos;s folder).</source>
        <translation>Yapılandırmanın adlandırdığı dosyaların (bir DeepSpeed JSON, bir accelerate yapılandırması) okunabileceği klasör: yapılandırmanın klasörü ve bunun üstündekiler bu klasöre kadar (varsayılan: yapılandırmanın klasörü).</translation>
    </message>
    <message>
        <source>tunefit import: --root %1 is not a folder</source>
        <translation>tunefit import: --root %1 bir klasör değil</translation>
    </message>
</context>
<context>
    <name>ImportWording</name>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Yöntem</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Hassasiyet</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimizer</translation>
    </message>
    <message>
        <source>Sequence packing</source>
        <translation>Dizi paketleme</translation>
    </message>
    <message>
        <source>Activation checkpointing</source>
        <translation>Aktivasyon checkpointing</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>Dikkat (Attention)</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>Kayıp</translation>
    </message>
    <message>
        <source>Offload</source>
        <translation>Aktarma</translation>
    </message>
    <message>
        <source>Tiled MLP</source>
        <translation>Parçalı MLP</translation>
    </message>
    <message>
        <source>Optimizer step in backward</source>
        <translation>Geri geçişte optimizer adımı</translation>
    </message>
    <message>
        <source>Sequence parallelism</source>
        <translation>Dizi paralelliği</translation>
    </message>
    <message>
        <source>Sequence-parallel degree</source>
        <translation>Dizi paralelliği derecesi</translation>
    </message>
    <message>
        <source>default of %1 (%2)</source>
        <translation>%1 varsayılanı (%2)</translation>
    </message>
    <message>
        <source>%1, key %2</source>
        <translation>%1, anahtar %2</translation>
    </message>
    <message>
        <source>%1:%2, key %3</source>
        <translation>%1:%2, anahtar %3</translation>
    </message>
    <message>
        <source>no effect on memory, time or cost</source>
        <translation>bellek, süre veya maliyete etkisi yok</translation>
    </message>
    <message>
        <source>decided by %1</source>
        <translation>%1 tarafından belirlendi</translation>
    </message>
    <message>
        <source>not modelled yet</source>
        <translation>henüz modellenmiyor</translation>
    </message>
    <message>
        <source>not modelled yet (%1)</source>
        <translation>henüz modellenmiyor (%1)</translation>
    </message>
    <message>
        <source>approximated as %1 = %2</source>
        <comment>field = value</comment>
        <translation>%1 = %2 olarak yaklaşıklandı</translation>
    </message>
    <message>
        <source>approximated as %1</source>
        <translation>%1 olarak yaklaşıklandı</translation>
    </message>
    <message>
        <source>Tensor-parallel degree</source>
        <translation>Tensör paralelliği derecesi</translation>
    </message>
    <message>
        <source>Pipeline stages</source>
        <translation>Pipeline aşamaları</translation>
    </message>
    <message>
        <source>Virtual pipeline stages</source>
        <translation>Sanal pipeline aşamaları</translation>
    </message>
    <message>
        <source>Expert-parallel degree</source>
        <translation>Uzman paralelliği derecesi</translation>
    </message>
    <message>
        <source>Expert tensor-parallel degree</source>
        <translation>Uzman tensör paralelliği derecesi</translation>
    </message>
    <message>
        <source>Megatron sequence parallelism</source>
        <translation>Megatron dizi paralelliği</translation>
    </message>
    <message>
        <source>a value Tunefit does not know</source>
        <translation>Tunefit&apos;in bilmediği bir değer</translation>
    </message>
    <message>
        <source>FP8/FP4 recipe</source>
        <translation>FP8/FP4 tarifi</translation>
    </message>
    <message>
        <source>Parameters gathered in the recipe&apos;s format</source>
        <translation>Parametreler tarifin biçiminde toplanır</translation>
    </message>
    <message>
        <source>16-bit blocks at the start</source>
        <translation>Baştaki 16 bit bloklar</translation>
    </message>
    <message>
        <source>16-bit blocks at the end</source>
        <translation>Sondaki 16 bit bloklar</translation>
    </message>
    <message>
        <source>Optimizer state type</source>
        <translation>Optimize edici durum türü</translation>
    </message>
    <message>
        <source>Quantization-aware training</source>
        <translation>Nicemlemeye duyarlı eğitim</translation>
    </message>
    <message>
        <source>QAT weight group size</source>
        <translation>QAT ağırlık grubu boyutu</translation>
    </message>
</context>
<context>
    <name>JobOptions</name>
    <message>
        <source>Model preset id or Hugging Face repo.</source>
        <translation>Model hazır ayarı kimliği veya Hugging Face deposu.</translation>
    </message>
    <message>
        <source>A Hugging Face config.json to read instead.</source>
        <translation>Bunun yerine okunacak bir Hugging Face config.json.</translation>
    </message>
    <message>
        <source>Adapter rank.</source>
        <translation>Adaptör rankı.</translation>
    </message>
    <message>
        <source>Adapter dropout.</source>
        <translation>Adaptör dropout oranı.</translation>
    </message>
    <message>
        <source>Adapted modules: q,k,v,o,gate,up,down or all.</source>
        <translation>Uyarlanan modüller: q,k,v,o,gate,up,down veya all.</translation>
    </message>
    <message>
        <source>Also train the embedding.</source>
        <translation>Gömme katmanını da eğit.</translation>
    </message>
    <message>
        <source>Also train the lm_head.</source>
        <translation>lm_head&apos;i de eğit.</translation>
    </message>
    <message>
        <source>Keep adapters in the base dtype (torchtune, litgpt).</source>
        <translation>Adaptörleri temel dtype&apos;ta tut (torchtune, litgpt).</translation>
    </message>
    <message>
        <source>Prefix/prompt length for prompt-based methods.</source>
        <translation>İstem tabanlı yöntemler için önek/istem uzunluğu.</translation>
    </message>
    <message>
        <source>Bottleneck adapter width.</source>
        <translation>Darboğaz adaptörünün genişliği.</translation>
    </message>
    <message>
        <source>Freeze: blocks trained in full.</source>
        <translation>Freeze: tamamen eğitilen bloklar.</translation>
    </message>
    <message>
        <source>Base quantization: none, nf4, nf4_dq, fp4, int8.</source>
        <translation>Temel nicemleme: none, nf4, nf4_dq, fp4, int8.</translation>
    </message>
    <message>
        <source>Micro-batch per GPU.</source>
        <translation>GPU başına mikro-batch.</translation>
    </message>
    <message>
        <source>Sequence length.</source>
        <translation>Dizi uzunluğu.</translation>
    </message>
    <message>
        <source>Gradient accumulation steps.</source>
        <translation>Gradyan biriktirme adımları.</translation>
    </message>
    <message>
        <source>Number of GPUs.</source>
        <translation>GPU sayısı.</translation>
    </message>
    <message>
        <source>A Tunefit job file (.tunefit.json) to read instead of the job flags.</source>
        <translation>İş seçenekleri yerine okunacak bir Tunefit iş dosyası (.tunefit.json).</translation>
    </message>
    <message>
        <source>Pair objectives: --batch already counts both sequences of each pair.</source>
        <translation>Çift amaçları: --batch her çiftin iki dizisini zaten sayar.</translation>
    </message>
    <message>
        <source>KTO without its KL term.</source>
        <translation>KL terimi olmadan KTO.</translation>
    </message>
    <message>
        <source>PPO/GRPO: generated tokens per sequence (part of --seq).</source>
        <translation>PPO/GRPO: dizi başına üretilen token (--seq&apos;in parçası).</translation>
    </message>
    <message>
        <source>PPO/GRPO generation engine: in_process, colocated, server.</source>
        <translation>PPO/GRPO üretim motoru: in_process, colocated, server.</translation>
    </message>
    <message>
        <source>Colocated engine: share of the GPU&apos;s memory it holds (0 to 1).</source>
        <translation>Aynı GPU&apos;daki motor: tuttuğu GPU belleği payı (0 ile 1 arası).</translation>
    </message>
    <message>
        <source>Colocated engine: memory of the GPU the share applies to (default: --gpu-memory, else 80).</source>
        <translation>Aynı GPU&apos;daki motor: payın uygulandığı GPU&apos;nun belleği (varsayılan: --gpu-memory, yoksa 80).</translation>
    </message>
    <message>
        <source>Colocated engine: its memory is released while training (sleep mode).</source>
        <translation>Aynı GPU&apos;daki motor: eğitim sırasında belleği serbest bırakılır (uyku modu).</translation>
    </message>
    <message>
        <source>PPO: the value model trains in full even when the policy trains adapters.</source>
        <translation>PPO: politika adaptör eğitse bile değer modeli tam olarak eğitilir.</translation>
    </message>
    <message>
        <source>Read the job from a training config (axolotl, LLaMA-Factory, torchtune, TRL, accelerate, DeepSpeed, ms-swift, litgpt); the other job flags are ignored.</source>
        <translation>İşi bir eğitim yapılandırmasından okur (axolotl, LLaMA-Factory, torchtune, TRL, accelerate, DeepSpeed, ms-swift, litgpt); diğer iş seçenekleri yok sayılır.</translation>
    </message>
    <message>
        <source>Run the optimizer step inside backward, one parameter at a time (torchtune optimizer_in_bwd); needs --grad-accum 1.</source>
        <translation>Optimizer adımını geri yayılımın içinde, her seferinde bir parametre olarak çalıştır (torchtune optimizer_in_bwd); --grad-accum 1 gerekir.</translation>
    </message>
    <message>
        <source>Compute the MLP in tiles along the sequence, recomputed in backward (DeepSpeed ALST TiledMLP).</source>
        <translation>MLP&apos;yi dizi boyunca parçalar hâlinde hesapla, geri yayılımda yeniden hesaplanır (DeepSpeed ALST TiledMLP).</translation>
    </message>
    <message>
        <source>Split each sequence over GPUs: none, ulysses, ring.</source>
        <translation>Her diziyi GPU&apos;lara böl: none, ulysses, ring.</translation>
    </message>
    <message>
        <source>GPUs one sequence is split over; divides --gpus (default: --gpus).</source>
        <translation>Bir dizinin bölündüğü GPU sayısı; --gpus&apos;u tam böler (varsayılan: --gpus).</translation>
    </message>
    <message>
        <source>Vision-language models: images per sample (their tokens count in --seq).</source>
        <translation>Görüntü-dil modelleri: örnek başına görüntü (tokenleri --seq içinde sayılır).</translation>
    </message>
    <message>
        <source>Vision-language models: tokens one image becomes in the sequence (default: the model&apos;s figure, e.g. 256 for Gemma 3).</source>
        <translation>Görüntü-dil modelleri: bir görüntünün dizide kaç token olduğu (varsayılan: modelin değeri, ör. Gemma 3 için 256).</translation>
    </message>
    <message>
        <source>Vision-language models: train the vision tower like the text tower (full or with the same adapters) instead of keeping it frozen.</source>
        <translation>Görüntü-dil modelleri: görüntü kulesini dondurmak yerine metin kulesi gibi eğit (tamamen ya da aynı adaptörlerle).</translation>
    </message>
    <message>
        <source>Tensor-parallel degree (Megatron TP); divides --gpus.</source>
        <translation>Tensör paralelliği derecesi (Megatron TP); --gpus değerini tam böler.</translation>
    </message>
    <message>
        <source>Pipeline-parallel degree: stages of whole blocks.</source>
        <translation>Pipeline paralelliği derecesi: tam bloklardan aşamalar.</translation>
    </message>
    <message>
        <source>Virtual pipeline stages per GPU (interleaved 1F1B; needs --pp).</source>
        <translation>GPU başına sanal pipeline aşamaları (iç içe 1F1B; --pp gerekir).</translation>
    </message>
    <message>
        <source>Expert-parallel degree: routed experts split over GPUs (MoE).</source>
        <translation>Uzman paralelliği derecesi: yönlendirilen uzmanlar GPU&apos;lara bölünür (MoE).</translation>
    </message>
    <message>
        <source>Expert tensor-parallel degree: each expert split over GPUs.</source>
        <translation>Uzman tensör paralelliği derecesi: her uzman GPU&apos;lara bölünür.</translation>
    </message>
    <message>
        <source>Context-parallel degree: ring attention over n GPUs (the same as --sequence-parallel ring --sp-degree n).</source>
        <translation>Bağlam paralelliği derecesi: n GPU üzerinde halka Attention (--sequence-parallel ring --sp-degree n ile aynı).</translation>
    </message>
    <message>
        <source>Tensor parallelism without Megatron sequence parallelism.</source>
        <translation>Megatron dizi paralelliği olmadan tensör paralelliği.</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>not: %1</translation>
    </message>
    <message>
        <source>How MoE experts run: grouped_mm (transformers 5), per_expert (a module per expert, transformers 4), fused_grouped (Megatron-Core; any --tp, --pp or --ep runs it).</source>
        <translation>MoE uzmanlarının nasıl çalıştığı: grouped_mm (transformers 5), per_expert (uzman başına bir modül, transformers 4), fused_grouped (Megatron-Core; her --tp, --pp veya --ep bunu çalıştırır).</translation>
    </message>
    <message>
        <source>PPO/GRPO with an engine: mean generated tokens of a completion (default 0: each runs to --completion-len).</source>
        <translation>PPO/GRPO, motorla: bir tamamlamanın ortalama üretilen token sayısı (varsayılan 0: her biri --completion-len kadar sürer).</translation>
    </message>
    <message>
        <source>PPO/GRPO with an engine: GPUs one engine replica splits the model over (vLLM tensor_parallel_size; default 0: as training&apos;s --tp).</source>
        <translation>Motorlu PPO/GRPO: bir motor kopyasının modeli böldüğü GPU sayısı (vLLM tensor_parallel_size; varsayılan 0: eğitimin --tp değeri kadar).</translation>
    </message>
    <message>
        <source>GRPO/RLOO: completions per prompt.</source>
        <translation>GRPO/RLOO: istem başına tamamlama sayısı.</translation>
    </message>
    <message>
        <source>Training objective: sft, dpo, ipo, kto, orpo, simpo, cpo, reward_model, ppo, grpo, rloo, online_dpo.</source>
        <translation>Eğitim amacı: sft, dpo, ipo, kto, orpo, simpo, cpo, reward_model, ppo, grpo, rloo, online_dpo.</translation>
    </message>
    <message>
        <source>Reference of DPO, IPO, KTO, PPO, GRPO, RLOO and online DPO: separate_frozen, adapter_disabled, precomputed, none (default: adapter_disabled for adapter methods, separate_frozen for full fine-tuning).</source>
        <translation>DPO, IPO, KTO, PPO, GRPO, RLOO ve çevrimiçi DPO referansı: separate_frozen, adapter_disabled, precomputed, none (varsayılan: adaptör yöntemleri için adapter_disabled, tam ince ayar için separate_frozen).</translation>
    </message>
    <message>
        <source>PPO/GRPO: completions one GPU generates together (default: what it trains on in a step, --batch × --grad-accum without model parallelism; online DPO: a micro-batch&apos;s pairs, 2 × --batch).</source>
        <translation>PPO/GRPO: bir GPU&apos;nun birlikte ürettiği tamamlama sayısı (varsayılan: bir adımda üzerinde eğitildiği kadar, model paralelliği olmadan --batch × --grad-accum; çevrimiçi DPO: bir mikro-batch&apos;in çiftleri, 2 × --batch).</translation>
    </message>
    <message>
        <source>GRPO/RLOO/online DPO: a frozen reward model of the policy&apos;s size scores the completions on the training GPU (default: rule functions or a judge off it; PPO always has one).</source>
        <translation>GRPO/RLOO/çevrimiçi DPO: politikanın boyutunda dondurulmuş bir ödül modeli tamamlamaları eğitim GPU&apos;sunda puanlar (varsayılan: kural işlevleri ya da GPU dışında bir hakem; PPO&apos;da her zaman vardır).</translation>
    </message>
    <message>
        <source>Gather parameters in the recipe&apos;s format (torchao FSDP float8 all-gather, Megatron --fp8-param-gather).</source>
        <translation>Parametreleri tarifin biçiminde topla (torchao FSDP float8 all-gather, Megatron --fp8-param-gather).</translation>
    </message>
    <message>
        <source>Blocks at the start kept in the compute type under the recipe (Megatron --num-layers-at-start-in-bf16).</source>
        <translation>Tarif altında hesaplama türünde tutulan baştaki bloklar (Megatron --num-layers-at-start-in-bf16).</translation>
    </message>
    <message>
        <source>Blocks at the end kept in the compute type under the recipe (Megatron --num-layers-at-end-in-bf16).</source>
        <translation>Tarif altında hesaplama türünde tutulan sondaki bloklar (Megatron --num-layers-at-end-in-bf16).</translation>
    </message>
    <message>
        <source>Elements per QAT weight scale (default: the scheme&apos;s, e.g. 256 for int8_act_int4_weight).</source>
        <translation>QAT ağırlık ölçeği başına öğe (varsayılan: şemanınki, ör. int8_act_int4_weight için 256).</translation>
    </message>
    <message>
        <source>Type the optimizer&apos;s moments are stored in: auto, fp32, bf16, int8, fp8 (Transformer Engine&apos;s FusedAdam, Megatron --exp-avg-dtype/--exp-avg-sq-dtype fp8).</source>
        <translation>Optimize edicinin momentlerinin saklandığı tür: auto, fp32, bf16, int8, fp8 (Transformer Engine&apos;in FusedAdam&apos;ı, Megatron --exp-avg-dtype/--exp-avg-sq-dtype fp8).</translation>
    </message>
</context>
<context>
    <name>JobWording</name>
    <message>
        <source>Supervised fine-tuning (SFT)</source>
        <translation>Denetimli ince ayar (SFT)</translation>
    </message>
    <message>
        <source>DPO (preference pairs)</source>
        <translation>DPO (tercih çiftleri)</translation>
    </message>
    <message>
        <source>IPO (preference pairs)</source>
        <translation>IPO (tercih çiftleri)</translation>
    </message>
    <message>
        <source>KTO (unpaired feedback)</source>
        <translation>KTO (eşleşmemiş geri bildirim)</translation>
    </message>
    <message>
        <source>ORPO (pairs, no reference)</source>
        <translation>ORPO (çiftler, referanssız)</translation>
    </message>
    <message>
        <source>SimPO (pairs, no reference)</source>
        <translation>SimPO (çiftler, referanssız)</translation>
    </message>
    <message>
        <source>CPO (pairs, no reference)</source>
        <translation>CPO (çiftler, referanssız)</translation>
    </message>
    <message>
        <source>Reward model (scored pairs)</source>
        <translation>Ödül modeli (puanlanan çiftler)</translation>
    </message>
    <message>
        <source>PPO (generation, value model)</source>
        <translation>PPO (üretim, değer modeli)</translation>
    </message>
    <message>
        <source>GRPO (groups of completions)</source>
        <translation>GRPO (tamamlama grupları)</translation>
    </message>
    <message>
        <source>Separate frozen copy</source>
        <translation>Ayrı dondurulmuş kopya</translation>
    </message>
    <message>
        <source>Base with adapters disabled</source>
        <translation>Adaptörleri kapatılmış temel model</translation>
    </message>
    <message>
        <source>Precomputed log-probabilities</source>
        <translation>Önceden hesaplanmış log-olasılıklar</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Yok</translation>
    </message>
    <message>
        <source>In the training process</source>
        <translation>Eğitim sürecinin içinde</translation>
    </message>
    <message>
        <source>Colocated vLLM engine</source>
        <translation>Aynı GPU&apos;da vLLM motoru</translation>
    </message>
    <message>
        <source>Generation server on other GPUs</source>
        <translation>Diğer GPU&apos;larda üretim sunucusu</translation>
    </message>
    <message>
        <source>%1 · Reference: %2</source>
        <comment>objective · where its reference log-probabilities come from</comment>
        <translation>%1 · Referans: %2</translation>
    </message>
    <message>
        <source>%1 · Without the KL term</source>
        <translation>%1 · KL terimi olmadan</translation>
    </message>
    <message>
        <source>%1, %2 of the GPU</source>
        <comment>engine name, share of the GPU&apos;s memory (&quot;30%&quot;)</comment>
        <translation>%1, GPU belleğinin %2 kadarı</translation>
    </message>
    <message>
        <source>Peak during generation: %1 GiB; training phase %2 GiB</source>
        <translation>Tepe üretim sırasında: %1 GiB; eğitim aşaması %2 GiB</translation>
    </message>
    <message>
        <source>Peak during training: %1 GiB; generation phase %2 GiB</source>
        <translation>Tepe eğitim sırasında: %1 GiB; üretim aşaması %2 GiB</translation>
    </message>
    <message>
        <source>Latent attention: key/value latent of %1, query latent of %2, rotary key of %3</source>
        <translation>Gizli (latent) dikkat: anahtar/değer latenti %1, sorgu latenti %2, döner (rotary) anahtar %3</translation>
    </message>
    <message>
        <source>Latent attention: key/value latent of %1, rotary key of %2</source>
        <translation>Gizli (latent) dikkat: anahtar/değer latenti %1, döner (rotary) anahtar %2</translation>
    </message>
    <message>
        <source>Vision tower: %1 layers of width %2, %3 parameters</source>
        <translation>Görüntü kulesi: %2 genişliğinde %1 katman, %3 parametre</translation>
    </message>
    <message>
        <source>Sliding window: %1 of %2 layers attend within %3 tokens</source>
        <translation>Kayan pencere: %2 katmanın %1 tanesi %3 token içinde dikkat eder</translation>
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
        <source>IA³</source>
        <translation>IA³</translation>
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
        <source>None</source>
        <comment>no quantization of the base weights</comment>
        <translation>Yok</translation>
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
        <source>8-bit (LLM.int8)</source>
        <translation>8 bit (LLM.int8)</translation>
    </message>
    <message>
        <source>GPTQ 4-bit</source>
        <translation>GPTQ 4 bit</translation>
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
        <source>All linear layers</source>
        <translation>Tüm doğrusal katmanlar</translation>
    </message>
    <message>
        <source>fp32</source>
        <translation>fp32</translation>
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
        <source>int8</source>
        <translation>int8</translation>
    </message>
    <message>
        <source>int4</source>
        <translation>int4</translation>
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
        <comment>activation checkpointing</comment>
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
        <translation>CPU&apos;ya aktar</translation>
    </message>
    <message>
        <source>Selective (per op)</source>
        <translation>Seçici (işlem başına)</translation>
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
        <source>None</source>
        <comment>no sequence parallelism</comment>
        <translation>Yok</translation>
    </message>
    <message>
        <source>DeepSpeed-Ulysses</source>
        <translation>DeepSpeed-Ulysses</translation>
    </message>
    <message>
        <source>Ring attention</source>
        <translation>Halka dikkat (ring attention)</translation>
    </message>
    <message>
        <source>On</source>
        <comment>a switch of the job</comment>
        <translation>Açık</translation>
    </message>
    <message>
        <source>Off</source>
        <comment>a switch of the job</comment>
        <translation>Kapalı</translation>
    </message>
    <message>
        <source>No images in the samples; the vision tower is trained</source>
        <translation>Örneklerde görüntü yok; görüntü kulesi eğitiliyor</translation>
    </message>
    <message>
        <source>No images in the samples; the vision tower is frozen</source>
        <translation>Örneklerde görüntü yok; görüntü kulesi dondurulmuş</translation>
    </message>
    <message>
        <source>%1 images per sample of %2 tokens each: %3 of the %4 tokens of every sequence; the vision tower is trained</source>
        <translation>Örnek başına her biri %2 tokenlik %1 görüntü: her dizinin %4 tokeninden %3 tanesi; görüntü kulesi eğitiliyor</translation>
    </message>
    <message>
        <source>%1 images per sample of %2 tokens each: %3 of the %4 tokens of every sequence; the vision tower is frozen</source>
        <translation>Örnek başına her biri %2 tokenlik %1 görüntü: her dizinin %4 tokeninden %3 tanesi; görüntü kulesi dondurulmuş</translation>
    </message>
    <message>
        <source>its name says the weights are stored as bitsandbytes 4-bit (NF4)</source>
        <translation>adı, ağırlıkların bitsandbytes 4 bit (NF4) olarak saklandığını söylüyor</translation>
    </message>
    <message>
        <source>its name says the weights are stored as bitsandbytes 8-bit (Int8)</source>
        <translation>adı, ağırlıkların bitsandbytes 8 bit (Int8) olarak saklandığını söylüyor</translation>
    </message>
    <message>
        <source>its name says the weights are stored as GPTQ 4-bit integers with group scales</source>
        <translation>adı, ağırlıkların grup ölçekli GPTQ 4 bit tamsayılar olarak saklandığını söylüyor</translation>
    </message>
    <message>
        <source>its name says the weights are stored as AWQ 4-bit integers with group scales, estimated as GPTQ&apos;s storage, which is the same</source>
        <translation>adı, ağırlıkların grup ölçekli AWQ 4 bit tamsayılar olarak saklandığını söylüyor; aynı olan GPTQ saklama biçimiyle tahmin edildi</translation>
    </message>
    <message>
        <source>its name says GGUF, a llama.cpp format training stacks do not load: the estimate is for the original weights</source>
        <translation>adı GGUF diyor; bu, eğitim yığınlarının yüklemediği bir llama.cpp biçimi: tahmin özgün ağırlıklar içindir</translation>
    </message>
    <message>
        <source>its name says FP8 weights, which Tunefit does not model as a base yet: the estimate uses the job&apos;s weight type</source>
        <translation>adı FP8 ağırlıklar diyor; Tunefit bunları henüz taban olarak modellemiyor: tahmin işin ağırlık türünü kullanır</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>“%1”</translation>
    </message>
    <message>
        <source>“%1” read as %2 (%3): the same repository under another organisation; confirm or pick another model</source>
        <translation>“%1”, %2 (%3) olarak okundu: başka bir kuruluş altındaki aynı depo; onaylayın ya da başka bir model seçin</translation>
    </message>
    <message>
        <source>“%1” read as %2 (%3): same architecture; confirm or pick another model</source>
        <translation>“%1”, %2 (%3) olarak okundu: aynı mimari; onaylayın ya da başka bir model seçin</translation>
    </message>
    <message>
        <source>“%1” read as %2 (%3), another version of the same model whose vocabulary or sizes may differ; confirm or pick another model</source>
        <translation>“%1”, %2 (%3) olarak okundu: aynı modelin, sözlüğü ya da boyutları farklı olabilecek başka bir sürümü; onaylayın ya da başka bir model seçin</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>A module per expert (transformers 4)</source>
        <translation>Uzman başına bir modül (transformers 4)</translation>
    </message>
    <message>
        <source>Grouped matmul (transformers 5)</source>
        <translation>Gruplu matris çarpımı (transformers 5)</translation>
    </message>
    <message>
        <source>Fused grouped GEMM (Megatron-Core)</source>
        <translation>Birleştirilmiş gruplu GEMM (Megatron-Core)</translation>
    </message>
    <message>
        <source>up to %1 tokens, %2 on average</source>
        <comment>completion lengths</comment>
        <translation>en fazla %1 token, ortalama %2</translation>
    </message>
    <message>
        <source>%1 tokens each</source>
        <comment>completion lengths</comment>
        <translation>her biri %1 token</translation>
    </message>
    <message>
        <source>%1 · Completions: %2 per prompt, %3 · Generation: %4</source>
        <translation>%1 · Tamamlamalar: istem başına %2, %3 · Üretim: %4</translation>
    </message>
    <message>
        <source>%1 · Completions: %2 · Generation: %3</source>
        <translation>%1 · Tamamlamalar: %2 · Üretim: %3</translation>
    </message>
    <message>
        <source>%1, %2 GPUs per replica</source>
        <comment>engine, GPUs one engine replica splits the model over</comment>
        <translation>%1, kopya başına %2 GPU</translation>
    </message>
    <message>
        <source>RLOO (leave-one-out over k completions)</source>
        <translation>RLOO (k tamamlama üzerinde birini dışarıda bırakma)</translation>
    </message>
    <message>
        <source>Online DPO (pairs generated in training)</source>
        <translation>Çevrimiçi DPO (eğitimde üretilen çiftler)</translation>
    </message>
    <message>
        <source>%1 · Reward model on the GPU</source>
        <comment>objective · a frozen reward model scores the completions on the training GPU</comment>
        <translation>%1 · GPU&apos;da ödül modeli</translation>
    </message>
    <message>
        <source>None (every matmul in the compute type)</source>
        <translation>Yok (her matmul hesaplama türünde)</translation>
    </message>
    <message>
        <source>FP8, Transformer Engine, delayed scaling</source>
        <translation>FP8, Transformer Engine, gecikmeli ölçekleme</translation>
    </message>
    <message>
        <source>FP8, Transformer Engine, current scaling</source>
        <translation>FP8, Transformer Engine, anlık ölçekleme</translation>
    </message>
    <message>
        <source>FP8, Transformer Engine, 128-element blocks (DeepSeek-V3)</source>
        <translation>FP8, Transformer Engine, 128 elemanlı bloklar (DeepSeek-V3)</translation>
    </message>
    <message>
        <source>MXFP8, Transformer Engine</source>
        <translation>MXFP8, Transformer Engine</translation>
    </message>
    <message>
        <source>NVFP4, Transformer Engine</source>
        <translation>NVFP4, Transformer Engine</translation>
    </message>
    <message>
        <source>FP8, torchao, tensorwise scaling</source>
        <translation>FP8, torchao, tensör başına ölçekleme</translation>
    </message>
    <message>
        <source>FP8, torchao, rowwise scaling</source>
        <translation>FP8, torchao, satır başına ölçekleme</translation>
    </message>
    <message>
        <source>MXFP8, torchao</source>
        <translation>MXFP8, torchao</translation>
    </message>
    <message>
        <source>Linears in %1; attention, embedding and LM head in %2</source>
        <comment>low-precision recipe, the job&apos;s compute type</comment>
        <translation>Doğrusal katmanlar %1; dikkat, gömme ve LM başlığı %2</translation>
    </message>
    <message>
        <source>%1; parameters gathered in the recipe&apos;s format</source>
        <translation>%1; parametreler tarifin biçiminde toplanır</translation>
    </message>
    <message>
        <source>%1; first %2 and last %3 blocks in %4</source>
        <comment>the recipe&apos;s text, blocks, compute type</comment>
        <translation>%1; ilk %2 ve son %3 blok %4 türünde</translation>
    </message>
    <message>
        <source>int8 activations, int4 weights</source>
        <translation>int8 aktivasyonlar, int4 ağırlıklar</translation>
    </message>
    <message>
        <source>int4 weights</source>
        <translation>int4 ağırlıklar</translation>
    </message>
    <message>
        <source>FP8 activations, FP8 weights</source>
        <translation>FP8 aktivasyonlar, FP8 ağırlıklar</translation>
    </message>
    <message>
        <source>FP8 activations, int4 weights</source>
        <translation>FP8 aktivasyonlar, int4 ağırlıklar</translation>
    </message>
    <message>
        <source>NVFP4 activations, NVFP4 weights</source>
        <translation>NVFP4 aktivasyonlar, NVFP4 ağırlıklar</translation>
    </message>
    <message>
        <source>NVFP4 weights</source>
        <translation>NVFP4 ağırlıklar</translation>
    </message>
    <message>
        <source>MXFP4 activations, MXFP4 weights</source>
        <translation>MXFP4 aktivasyonlar, MXFP4 ağırlıklar</translation>
    </message>
    <message>
        <source>%1, groups of %2</source>
        <comment>QAT scheme, weight group size</comment>
        <translation>%1, %2&apos;lik gruplar</translation>
    </message>
    <message>
        <source>%1, a scale per row</source>
        <comment>QAT scheme</comment>
        <translation>%1, satır başına bir ölçek</translation>
    </message>
    <message>
        <source>Quantization-aware training: %1 (fake-quantized, trained in %2)</source>
        <comment>QAT scheme and group, the job&apos;s compute type</comment>
        <translation>Nicemlemeye duyarlı eğitim: %1 (sahte nicemlenmiş, %2 ile eğitilir)</translation>
    </message>
    <message>
        <source>AdamW 8-bit, torchao</source>
        <translation>AdamW 8 bit, torchao</translation>
    </message>
    <message>
        <source>AdamW 4-bit, torchao</source>
        <translation>AdamW 4 bit, torchao</translation>
    </message>
    <message>
        <source>AdamW FP8, torchao</source>
        <translation>AdamW FP8, torchao</translation>
    </message>
    <message>
        <source>As the optimizer keeps it</source>
        <comment>optimizer state type</comment>
        <translation>Optimize edicinin tuttuğu gibi</translation>
    </message>
    <message>
        <source>FP8, Transformer Engine (Megatron precision-aware optimizer)</source>
        <translation>FP8, Transformer Engine (Megatron hassasiyete duyarlı optimize edici)</translation>
    </message>
    <message>
        <source>%1, states in %2</source>
        <comment>optimizer, its state type</comment>
        <translation>%1, durumlar %2</translation>
    </message>
</context>
<context>
    <name>LayoutWording</name>
    <message>
        <source>%1 (no SP)</source>
        <comment>tensor parallelism without Megatron sequence parallelism</comment>
        <translation>%1 (SP yok)</translation>
    </message>
    <message>
        <source>data parallel</source>
        <translation>veri paralel</translation>
    </message>
    <message>
        <source>%1 inside one node</source>
        <translation>%1 tek düğüm içinde</translation>
    </message>
    <message>
        <source>%1 across nodes</source>
        <translation>%1 düğümler arasında</translation>
    </message>
    <message>
        <source>%1 inside each node</source>
        <translation>%1 her düğümün içinde</translation>
    </message>
    <message>
        <source>%1 inside each node, %2 across nodes</source>
        <translation>%1 her düğümün içinde, %2 düğümler arasında</translation>
    </message>
    <message>
        <source>Layout: %1</source>
        <translation>Düzen: %1</translation>
    </message>
    <message>
        <source>The figures are those of pipeline stage %1 of %2, the one with the highest peak.</source>
        <translation>Rakamlar %2 pipeline aşamasından %1. aşamaya, tepesi en yüksek olana aittir.</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Usage: tunefit [--lang en|hi|tr] [COMMAND] [OPTIONS]

Without a command, the desktop app starts. --lang sets the language of the app or of the command&apos;s output for this run (default: the system language when it is Hindi or Turkish, else English).

Commands:
</source>
        <translation>Kullanım: tunefit [--lang en|hi|tr] [COMMAND] [OPTIONS]

Komut verilmezse masaüstü uygulaması açılır. --lang, bu çalıştırma için uygulamanın ya da komut çıktısının dilini belirler (varsayılan: Hintçe veya Türkçe ise sistem dili, değilse İngilizce).

Komutlar:
</translation>
    </message>
    <message>
        <source>
Run &apos;tunefit COMMAND --help&apos; for the options of a command.
</source>
        <translation>
Bir komutun seçenekleri için &apos;tunefit COMMAND --help&apos; çalıştırın.
</translation>
    </message>
    <message>
        <source>tunefit: unknown language &apos;%1&apos; (use en, hi or tr)</source>
        <translation>tunefit: bilinmeyen dil &apos;%1&apos; (en, hi veya tr kullanın)</translation>
    </message>
    <message>
        <source>tunefit: &apos;%1&apos; is not a command. Run &apos;tunefit --help&apos; for the commands.</source>
        <translation>tunefit: &apos;%1&apos; bir komut değil. Komutlar için &apos;tunefit --help&apos; çalıştırın.</translation>
    </message>
    <message>
        <source>tunefit: cannot open %1: no such file</source>
        <translation>tunefit: %1 açılamıyor: böyle bir dosya yok</translation>
    </message>
    <message>
        <source>tunefit: there is no display for the window (DISPLAY and WAYLAND_DISPLAY are unset). Run &apos;tunefit --help&apos; for the commands, or start the window under xvfb-run.</source>
        <translation>tunefit: pencere için ekran yok (DISPLAY ve WAYLAND_DISPLAY ayarlı değil). Komutlar için &apos;tunefit --help&apos; çalıştırın ya da pencereyi xvfb-run altında başlatın.</translation>
    </message>
    <message>
        <source>--catalog FILE or --catalog postgresql://USER@HOST:PORT/DATABASE opens that catalog in the app for this run (a team catalog&apos;s password comes from ~/.pgpass or the libpq service file).
</source>
        <translation>--catalog FILE veya --catalog postgresql://USER@HOST:PORT/DATABASE, uygulamada bu çalıştırma için o kataloğu açar (ekip kataloğunun parolası ~/.pgpass veya libpq servis dosyasından gelir).
</translation>
    </message>
    <message>
        <source>tunefit: --catalog %1: %2</source>
        <translation>tunefit: --catalog %1: %2</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>axolotl YAML (*.yaml *.yml)</source>
        <translation>axolotl YAML (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>LLaMA-Factory YAML (*.yaml *.yml)</source>
        <translation>LLaMA-Factory YAML (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>DeepSpeed JSON (*.json)</source>
        <translation>DeepSpeed JSON (*.json)</translation>
    </message>
    <message>
        <source>accelerate YAML (*.yaml *.yml)</source>
        <translation>accelerate YAML (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>torchtune YAML (*.yaml *.yml)</source>
        <translation>torchtune YAML (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>ai-toolkit YAML (*.yaml *.yml)</source>
        <translation>ai-toolkit YAML (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>kohya sd-scripts TOML (*.toml)</source>
        <translation>kohya sd-scripts TOML (*.toml)</translation>
    </message>
    <message>
        <source>musubi-tuner TOML (*.toml)</source>
        <translation>musubi-tuner TOML (*.toml)</translation>
    </message>
    <message>
        <source>SimpleTuner config.json (*.json)</source>
        <translation>SimpleTuner config.json (*.json)</translation>
    </message>
</context>
<context>
    <name>ModelsCommand</name>
    <message>
        <source>id</source>
        <translation>kimlik</translation>
    </message>
    <message>
        <source>Hub id</source>
        <translation>Hub kimliği</translation>
    </message>
    <message>
        <source>family</source>
        <translation>aile</translation>
    </message>
    <message>
        <source>params B</source>
        <translation>param. milyar</translation>
    </message>
    <message>
        <source>origin</source>
        <comment>bundled or user</comment>
        <translation>köken</translation>
    </message>
    <message>
        <source>source</source>
        <translation>kaynak</translation>
    </message>
    <message>
        <source>user</source>
        <translation>kullanıcı</translation>
    </message>
    <message>
        <source>bundled</source>
        <translation>yerleşik</translation>
    </message>
    <message>
        <source>unreadable: %1</source>
        <translation>okunamıyor: %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is the built-in model %2; give the entry another name with --id.</source>
        <translation>&quot;%1&quot; yerleşik model %2 ile aynı; girdiye --id ile başka bir ad verin.</translation>
    </message>
    <message>
        <source>Nothing was added: %1</source>
        <translation>Hiçbir şey eklenmedi: %1</translation>
    </message>
    <message>
        <source>Added %1 (%2).</source>
        <translation>%1 eklendi (%2).</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Skipped %1: %2</source>
        <translation>%1 atlandı: %2</translation>
    </message>
    <message>
        <source>Removed %1.</source>
        <translation>%1 kaldırıldı.</translation>
    </message>
    <message>
        <source>Nothing was removed: %1</source>
        <translation>Hiçbir şey kaldırılmadı: %1</translation>
    </message>
    <message>
        <source>%1 is a built-in model; only your own entries can be removed.</source>
        <translation>%1 yerleşik bir model; yalnızca kendi girdileriniz kaldırılabilir.</translation>
    </message>
    <message>
        <source>The model library has no entry &quot;%1&quot;.</source>
        <translation>Model kitaplığında &quot;%1&quot; adlı bir girdi yok.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Hugging Face model id (organisation/name, e.g. Qwen/Qwen3-8B).</source>
        <translation>&quot;%1&quot; bir Hugging Face model kimliği değil (kuruluş/ad, ör. Qwen/Qwen3-8B).</translation>
    </message>
    <message>
        <source>Fetching the config.json of %1 from %2 …</source>
        <translation>%1 modelinin config.json dosyası %2 adresinden getiriliyor …</translation>
    </message>
    <message>
        <source>The model library: the built-in models and your own entries, kept in the catalog.

  models list [--json]
  models add FILE|FOLDER [--id ID] [--family FAMILY]
  models remove ID
  models fetch HUB_ID [--id ID] [--family FAMILY] [--timeout SECONDS]

fetch is the only command that goes online: it downloads the model&apos;s config.json from the Hugging Face Hub ($HF_ENDPOINT when set), with the token of $HF_TOKEN or huggingface-cli&apos;s token file for gated models.

</source>
        <translation>Model kitaplığı: yerleşik modeller ve katalogda saklanan kendi girdileriniz.

  models list [--json]
  models add FILE|FOLDER [--id ID] [--family FAMILY]
  models remove ID
  models fetch HUB_ID [--id ID] [--family FAMILY] [--timeout SECONDS]

fetch internete bağlanan tek komuttur: modelin config.json dosyasını Hugging Face Hub&apos;dan (ayarlıysa $HF_ENDPOINT adresinden) indirir; erişimi kısıtlı modeller için $HF_TOKEN token&apos;ını ya da huggingface-cli&apos;nin token dosyasını kullanır.

</translation>
    </message>
    <message>
        <source>list, add, remove or fetch</source>
        <translation>list, add, remove veya fetch</translation>
    </message>
    <message>
        <source>list: print an array of JSON objects.</source>
        <translation>list: JSON nesnelerinden bir dizi yazdır.</translation>
    </message>
    <message>
        <source>add, fetch: the entry&apos;s name (default: its Hub id or folder name).</source>
        <translation>add, fetch: girdinin adı (varsayılan: Hub kimliği ya da klasör adı).</translation>
    </message>
    <message>
        <source>add, fetch: the model family, e.g. Qwen3.</source>
        <translation>add, fetch: model ailesi, ör. Qwen3.</translation>
    </message>
    <message>
        <source>fetch: give up after SECONDS (default 30).</source>
        <translation>fetch: SECONDS saniye sonra vazgeç (varsayılan 30).</translation>
    </message>
    <message>
        <source>Name an action: list, add, remove or fetch.</source>
        <translation>Bir işlem belirtin: list, add, remove veya fetch.</translation>
    </message>
    <message>
        <source>Unknown action &quot;%1&quot;.</source>
        <translation>Bilinmeyen işlem &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>%1 needs one argument.</source>
        <translation>%1 bir argüman ister.</translation>
    </message>
    <message>
        <source>Unexpected &quot;%1&quot;.</source>
        <translation>Beklenmeyen &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>--timeout needs a whole number of seconds from 1 to 600.</source>
        <translation>--timeout 1 ile 600 arasında tam sayı saniye ister.</translation>
    </message>
</context>
<context>
    <name>OpenCatalog</name>
    <message>
        <source>Cannot open the catalog %1: %2</source>
        <translation>%1 kataloğu açılamıyor: %2</translation>
    </message>
    <message>
        <source>The catalog file was damaged. It was kept as %1 and a new catalog was started from the built-in defaults.</source>
        <translation>Katalog dosyası bozuktu. %1 olarak saklandı ve yerleşik varsayılanlardan yeni bir katalog başlatıldı.</translation>
    </message>
    <message>
        <source>Cannot open the catalog: %1</source>
        <translation>Katalog açılamıyor: %1</translation>
    </message>
    <message>
        <source>The catalog %1 is read-only (its file or folder cannot be written): it can be listed and exported, not changed.</source>
        <translation>%1 kataloğu salt okunur (dosyasına ya da klasörüne yazılamıyor): listelenebilir ve dışa aktarılabilir, değiştirilemez.</translation>
    </message>
    <message>
        <source>The team catalog server cannot be reached: using the offline copy of %1 from %2. Changes are refused until the server is back.</source>
        <translation>Ekip kataloğu sunucusuna ulaşılamıyor: %1 kataloğunun %2 tarihli çevrimdışı kopyası kullanılıyor. Sunucu geri gelene kadar değişiklikler reddedilir.</translation>
    </message>
    <message>
        <source>Your database role may read the team catalog %1 but not change it: it can be listed and exported.</source>
        <translation>Veritabanı rolünüz %1 ekip kataloğunu okuyabilir ama değiştiremez: katalog listelenebilir ve dışa aktarılabilir.</translation>
    </message>
    <message>
        <source>Catalog database file, or a team catalog as postgresql://user@host:port/database, to read (default: the user&apos;s own catalog when it exists, else the built-in one).</source>
        <translation>Okunacak katalog veritabanı dosyası ya da postgresql://user@host:port/database biçiminde bir ekip kataloğu (varsayılan: varsa kullanıcının kendi kataloğu, yoksa yerleşik katalog).</translation>
    </message>
    <message>
        <source>Leave out the calibrations kept from your runs (tunefit runs): the model&apos;s own figures.</source>
        <translation>Çalıştırmalarınızdan tutulan kalibrasyonları dışarıda bırak (tunefit runs): modelin kendi değerleri.</translation>
    </message>
</context>
<context>
    <name>PlanCommand</name>
    <message>
        <source>%1, %2 M training tokens; prices checked against %3</source>
        <translation>%1, %2 milyon eğitim token&apos;ı; fiyatlar %3 tarihine göre denetlendi</translation>
    </message>
    <message>
        <source>provider</source>
        <translation>sağlayıcı</translation>
    </message>
    <message>
        <source>instance</source>
        <translation>sunucu</translation>
    </message>
    <message>
        <source>gpu</source>
        <translation>gpu</translation>
    </message>
    <message>
        <source>gpus</source>
        <translation>gpu</translation>
    </message>
    <message>
        <source>strategy</source>
        <translation>strateji</translation>
    </message>
    <message>
        <source>GiB/GPU</source>
        <translation>GiB/GPU</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>saat</translation>
    </message>
    <message>
        <source>cost USD</source>
        <translation>maliyet USD</translation>
    </message>
    <message>
        <source>warnings</source>
        <translation>uyarılar</translation>
    </message>
    <message>
        <source>Ranks catalog offers for a fine-tuning job: fit, wall time and total cost.</source>
        <translation>Bir ince ayar işi için katalogdaki teklifleri sıralar: sığma, toplam süre ve toplam maliyet.</translation>
    </message>
    <message>
        <source>Dataset size in tokens.</source>
        <translation>Token cinsinden veri kümesi boyutu.</translation>
    </message>
    <message>
        <source>Passes over the dataset.</source>
        <translation>Veri kümesi üzerinden geçiş sayısı (epoch).</translation>
    </message>
    <message>
        <source>Optimizer steps to train instead of tokens x epochs.</source>
        <translation>Token × epoch yerine eğitilecek optimizer adımı sayısı.</translation>
    </message>
    <message>
        <source>Checkpoint interval.</source>
        <translation>Checkpoint aralığı.</translation>
    </message>
    <message>
        <source>Wall-time limit.</source>
        <translation>Toplam süre sınırı.</translation>
    </message>
    <message>
        <source>Cost limit in USD.</source>
        <translation>USD cinsinden maliyet sınırı.</translation>
    </message>
    <message>
        <source>Allow spot capacity where its expected cost is lower.</source>
        <translation>Beklenen maliyeti daha düşükse spot kapasiteye izin ver.</translation>
    </message>
    <message>
        <source>Instances of one offer at most (multi-node).</source>
        <translation>Bir tekliften en fazla kaç sunucu (çok düğümlü).</translation>
    </message>
    <message>
        <source>Options to show (0 = all).</source>
        <translation>Gösterilecek seçenek sayısı (0 = tümü).</translation>
    </message>
    <message>
        <source>Date for the stale-price rule.</source>
        <translation>Eskimiş fiyat kuralı için tarih.</translation>
    </message>
    <message>
        <source>Only GPUs of this vendor.</source>
        <translation>Yalnızca bu üreticinin GPU&apos;ları.</translation>
    </message>
    <message>
        <source>Only regions containing this text.</source>
        <translation>Yalnızca bu metni içeren bölgeler.</translation>
    </message>
    <message>
        <source>Only these GPU classes: datacenter, workstation, consumer.</source>
        <translation>Yalnızca şu GPU sınıfları: datacenter, workstation, consumer.</translation>
    </message>
    <message>
        <source>Provider features: persistent_storage, per_second_billing, spot, ssh, docker, jupyter, multi_node.</source>
        <translation>Sağlayıcı özellikleri: persistent_storage, per_second_billing, spot, ssh, docker, jupyter, multi_node.</translation>
    </message>
    <message>
        <source>Also list offers that are rejected.</source>
        <translation>Reddedilen teklifleri de listele.</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>JSON yazdır.</translation>
    </message>
    <message>
        <source>No offer fits this job.</source>
        <translation>Bu işe sığan teklif yok.</translation>
    </message>
    <message>
        <source>Why #1:</source>
        <translation>Neden 1 numara:</translation>
    </message>
    <message>
        <source>Warnings:</source>
        <translation>Uyarılar:</translation>
    </message>
    <message>
        <source>runs: %1</source>
        <translation>çalıştırır: %1</translation>
    </message>
    <message>
        <source>Show each change of the job an offer runs with, with its memory and time effect (tunefit fit explains one GPU).</source>
        <translation>Bir teklifin işi çalıştırdığı her değişikliği bellek ve süre etkisiyle göster (tunefit fit tek bir GPU&apos;yu açıklar).</translation>
    </message>
    <message>
        <source>Plan only the job as written: no other setting or model-parallel layout.</source>
        <translation>Yalnızca yazıldığı gibi işi planla: başka ayar veya model paralel düzen yok.</translation>
    </message>
    <message>
        <source>front</source>
        <translation>cephe</translation>
    </message>
    <message>
        <source>front: * on the cost–time front (no offer is both cheaper and faster); C cheapest, F fastest, V best value. Order: %1.</source>
        <translation>cephe: * maliyet–süre cephesinde (hiçbir teklif hem daha ucuz hem daha hızlı değil); C en ucuz, F en hızlı, V en iyi değer. Sıra: %1.</translation>
    </message>
    <message>
        <source>Order: cheapest, fastest, best-value or cheapest-within-deadline (cost = cheapest-within-deadline, time = fastest).</source>
        <translation>Sıra: cheapest, fastest, best-value veya cheapest-within-deadline (cost = cheapest-within-deadline, time = fastest).</translation>
    </message>
    <message>
        <source>One sample per row, padded to the sequence length (no sequence packing).</source>
        <translation>Her satırda bir örnek, dizi uzunluğuna kadar doldurulmuş (dizi paketleme yok).</translation>
    </message>
    <message>
        <source>Average tokens of one sample: the padding of unpacked rows.</source>
        <translation>Bir örneğin ortalama token sayısı: paketlenmemiş satırların dolgusu.</translation>
    </message>
    <message>
        <source>Objective: %1</source>
        <translation>Amaç: %1</translation>
    </message>
    <message>
        <source>timed and sized by your calibration of the card, named above</source>
        <translation>süresi ve belleği kartın yukarıda adı geçen kalibrasyonunuzla hesaplandı</translation>
    </message>
</context>
<context>
    <name>PlanWording</name>
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
        <translation>Bu GPU&apos;da BF16 yok: çalıştırma loss scaling ile FP16 kullanır.</translation>
    </message>
    <message>
        <source>Sharded training over PCIe-only links: communication slows every step.</source>
        <translation>Yalnız PCIe bağlantıları üzerinden bölünmüş eğitim: iletişim her adımı yavaşlatır.</translation>
    </message>
    <message>
        <source>The price is older than 90 days; check the provider&apos;s page.</source>
        <translation>Fiyat 90 günden eski; sağlayıcının sayfasını kontrol edin.</translation>
    </message>
    <message>
        <source>The price has no date.</source>
        <translation>Fiyatın tarihi yok.</translation>
    </message>
    <message>
        <source>The price covers the GPU only: host CPU and RAM are billed extra.</source>
        <translation>Fiyat yalnız GPU&apos;yu kapsar: ana makine CPU ve RAM ayrıca faturalanır.</translation>
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
        <source>too little host RAM</source>
        <translation>ana bellek (RAM) yetersiz</translation>
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
        <source>The job fits the GPUs only by offloading more to CPU RAM than the instance has.</source>
        <translation>İş GPU&apos;lara ancak sunucunun sahip olduğundan fazlasını CPU RAM&apos;ine aktararak sığıyor.</translation>
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
        <source>Some GPUs have no BF16: they run FP16 with loss scaling.</source>
        <translation>Bazı GPU&apos;larda BF16 yok: kayıp ölçeklemeli FP16 çalıştırırlar.</translation>
    </message>
    <message>
        <source>Some plans shard training over PCIe-only links.</source>
        <translation>Bazı planlar eğitimi yalnızca PCIe bağlantıları üzerinden parçalar.</translation>
    </message>
    <message>
        <source>Some plans use several consumer GPUs without a fast interconnect.</source>
        <translation>Bazı planlar hızlı ara bağlantısı olmayan birden çok tüketici GPU&apos;su kullanır.</translation>
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
        <translation>Bazı fiyatlar yalnızca GPU&apos;yu kapsar: ana makine CPU ve RAM&apos;i ayrıca faturalanır.</translation>
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
        <source>none</source>
        <translation>yok</translation>
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
        <source>no offload</source>
        <translation>boşaltma yok</translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>a percentage: the number and the sign as the language writes them</comment>
        <translation>%%1</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <comment>an offer: provider, instance type, GPU</comment>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <source>%1 is first: %2 for %3 hours.</source>
        <translation>%1 ilk sırada: %3 saat için %2.</translation>
    </message>
    <message>
        <source>It fits with %1 GiB free per GPU (%2).</source>
        <translation>GPU başına %1 GiB boş kalarak sığıyor (%2).</translation>
    </message>
    <message>
        <source>The largest memory item is %1 (%2 GiB).</source>
        <translation>Bellekte en büyük kalem %1 (%2 GiB).</translation>
    </message>
    <message>
        <source>The largest part of the cost is %1 (%2).</source>
        <translation>Maliyetin en büyük kısmı %1 (%2).</translation>
    </message>
    <message>
        <source>It trains %1 tokens per second, limited by %2.</source>
        <translation>Saniyede %1 token eğitiyor; sınırlayan: %2.</translation>
    </message>
    <message>
        <source>%1 is cheaper per GPU-hour but passed over: %2</source>
        <translation>%1 GPU-saat başına daha ucuz ama seçilmedi: %2</translation>
    </message>
    <message>
        <source>pipeline bubble</source>
        <translation>pipeline boşluğu</translation>
    </message>
    <message>
        <source>expert all-to-all</source>
        <translation>uzman all-to-all iletişimi</translation>
    </message>
    <message>
        <source>It runs the layout %1.</source>
        <translation>%1 paralellik düzeniyle çalışır.</translation>
    </message>
    <message>
        <source>It runs the layout %1: %2.</source>
        <translation>%1 paralellik düzeniyle çalışır: %2.</translation>
    </message>
    <message>
        <source>RAM unstated</source>
        <translation>RAM belirtilmemiş</translation>
    </message>
    <message>
        <source>The plan offloads to CPU RAM, and the offer does not state how much RAM it has.</source>
        <translation>Plan CPU RAM&apos;ine aktarma yapıyor ve teklif ne kadar RAM&apos;i olduğunu belirtmiyor.</translation>
    </message>
    <message>
        <source>Each optimizer step runs %1 micro-batches through the pipeline: as many sequences per GPU as the job sets.</source>
        <translation>Her optimizer adımı pipeline üzerinden %1 mikro-batch geçirir: GPU başına, işte ayarlanan kadar dizi.</translation>
    </message>
    <message>
        <source>Some plans offload to CPU RAM on offers that do not state their RAM.</source>
        <translation>Bazı planlar, RAM&apos;ini belirtmeyen tekliflerde CPU RAM&apos;ine aktarma yapıyor.</translation>
    </message>
    <message>
        <source>may not fit</source>
        <translation>sığmayabilir</translation>
    </message>
    <message>
        <source>no FlashAttention</source>
        <translation>FlashAttention yok</translation>
    </message>
    <message>
        <source>TP over PCIe</source>
        <translation>PCIe üzerinden TP</translation>
    </message>
    <message>
        <source>Consumer GPUs without NVLink or peer-to-peer access: every exchange between them goes through host memory.</source>
        <translation>NVLink veya eşler arası erişimi olmayan tüketici GPU&apos;ları: aralarındaki her aktarım ana makine belleğinden geçer.</translation>
    </message>
    <message>
        <source>May not fit: the memory left free is smaller than the estimate&apos;s error band.</source>
        <translation>Sığmayabilir: boş kalan bellek, tahminin hata payından küçük.</translation>
    </message>
    <message>
        <source>The job uses FlashAttention-2, which this GPU cannot run (it needs Ampere or newer): switch the job to SDPA attention.</source>
        <translation>İş FlashAttention-2 kullanıyor; bu GPU onu çalıştıramaz (Ampere veya daha yenisi gerekir): işi SDPA Attention&apos;a geçirin.</translation>
    </message>
    <message>
        <source>The weights live in CPU RAM and cross PCIe at every step: slow, and the speed depends on the host.</source>
        <translation>Ağırlıklar CPU RAM&apos;de durur ve her adımda PCIe&apos;yi geçer: yavaştır ve hız ana makineye bağlıdır.</translation>
    </message>
    <message>
        <source>Tensor parallelism over PCIe: its all-reduces in every layer wait on the slow link.</source>
        <translation>PCIe üzerinden tensör paralelliği: her katmandaki all-reduce işlemleri yavaş bağlantıyı bekler.</translation>
    </message>
    <message>
        <source>does not fit as set</source>
        <translation>ayarlandığı gibi sığmaz</translation>
    </message>
    <message>
        <source>The job as set does not fit; without “as set only”, the plan looks for a setting that does.</source>
        <translation>İş ayarlandığı gibi sığmıyor; “yalnızca ayarlandığı gibi” seçili değilse plan sığan bir ayar arar.</translation>
    </message>
    <message>
        <source>Some offers may not fit: their free memory is inside the estimate&apos;s error band.</source>
        <translation>Bazı teklifler sığmayabilir: boş bellekleri tahminin hata payı içinde.</translation>
    </message>
    <message>
        <source>Some GPUs cannot run FlashAttention-2.</source>
        <translation>Bazı GPU&apos;lar FlashAttention-2 çalıştıramaz.</translation>
    </message>
    <message>
        <source>Some plans stream the weights from CPU RAM at every step.</source>
        <translation>Bazı planlar ağırlıkları her adımda CPU RAM&apos;den aktarır.</translation>
    </message>
    <message>
        <source>Some plans run tensor parallelism over PCIe.</source>
        <translation>Bazı planlar tensör paralelliğini PCIe üzerinden çalıştırır.</translation>
    </message>
    <message>
        <source>network unknown</source>
        <translation>ağ bilinmiyor</translation>
    </message>
    <message>
        <source>The catalog does not know the network between this offer&apos;s instances, or its speed: the plan assumes Ethernet at %1 Gb/s per GPU.</source>
        <extracomment>%1 is a number of gigabits per second</extracomment>
        <translation>Katalog bu teklifin örnekleri arasındaki ağı ya da hızını bilmiyor: plan GPU başına %1 Gb/s Ethernet varsayar.</translation>
    </message>
    <message>
        <source>It is both the cheapest and the fastest offer that fits.</source>
        <translation>Sığan teklifler arasında hem en ucuz hem en hızlı olanıdır.</translation>
    </message>
    <message>
        <source>It is the cheapest offer that fits.</source>
        <translation>Sığan en ucuz tekliftir.</translation>
    </message>
    <message>
        <source>It is the fastest offer that fits.</source>
        <translation>Sığan en hızlı tekliftir.</translation>
    </message>
    <message>
        <source>It is the best value: of the offers on the cost–time front (no other offer is both cheaper and faster), it is the nearest to the ideal of the lowest cost and the shortest time, each measured across the front&apos;s range.</source>
        <translation>En iyi değerdir: maliyet–süre cephesindeki teklifler (hiçbir teklifin hem daha ucuz hem daha hızlı olmadığı) arasında, her ikisi de cephenin aralığına göre ölçülen en düşük maliyet ve en kısa süre idealine en yakın olanıdır.</translation>
    </message>
    <message>
        <source>It is on the cost–time front: no other offer is both cheaper and faster.</source>
        <translation>Maliyet–süre cephesindedir: başka hiçbir teklif hem daha ucuz hem daha hızlı değildir.</translation>
    </message>
    <message>
        <source>It is %1 cheaper than %2 and takes %3× as long.</source>
        <translation>%2 teklifinden %1 daha ucuzdur ve %3× uzun sürer.</translation>
    </message>
    <message>
        <source>It costs %1 more than %2 and is %3× as fast.</source>
        <translation>%2 teklifinden %1 daha pahalıdır ve %3× hızlıdır.</translation>
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
        <source>Recommended (best value)</source>
        <translation>Önerilen (en iyi değer)</translation>
    </message>
    <message>
        <source>Cheapest within the deadline</source>
        <translation>Son tarih içinde en ucuz</translation>
    </message>
    <message>
        <source>Lowest total cost first, whatever the deadline.</source>
        <translation>Son tarihten bağımsız olarak en düşük toplam maliyet önce.</translation>
    </message>
    <message>
        <source>Shortest wall time first; within the budget first when the job sets one.</source>
        <translation>En kısa süre önce; iş bir bütçe belirlediğinde bütçe içindekiler önce.</translation>
    </message>
    <message>
        <source>Offers that fit with margin, run the job&apos;s recipe on their card and have a dated price first (as in every order); among them, the nearest the ideal of the lowest cost and the shortest time: the knee of the cost–time front leads.</source>
        <translation>Paylı sığan, işin tarifini kartında çalıştıran ve fiyatı tarihli olan teklifler önce gelir (her sıralamada olduğu gibi); bunlar arasında en düşük maliyet ve en kısa süre idealine en yakın olan: maliyet–süre cephesinin dirseği başta.</translation>
    </message>
    <message>
        <source>Lowest total cost among the offers that meet the job&apos;s deadline first, then the rest by wall time; plain cheapest when the job sets no deadline.</source>
        <translation>İşin son tarihine uyan teklifler arasında en düşük toplam maliyet önce, sonra kalanlar süreye göre; iş son tarih belirlemezse düz en ucuz.</translation>
    </message>
    <message>
        <source>Some plans join instances over a network the catalog does not know; their speed assumes plain Ethernet.</source>
        <translation>Bazı planlar örnekleri kataloğun bilmediği bir ağ üzerinden birleştirir; hızları düz Ethernet varsayar.</translation>
    </message>
    <message>
        <source>%1 optimizer steps</source>
        <translation>%1 optimizer adımı</translation>
    </message>
    <message>
        <source>%1 tokens × 1 epoch = %2</source>
        <translation>%1 token × 1 epoch = %2</translation>
    </message>
    <message>
        <source>%1 tokens × %2 epochs = %3</source>
        <translation>%1 token × %2 epoch = %3</translation>
    </message>
    <message>
        <source>; padding not counted: average sample length unknown</source>
        <translation>; dolgu sayılmadı: ortalama örnek uzunluğu bilinmiyor</translation>
    </message>
    <message>
        <source>; one sample per row padded to %1 tokens: %2 tokens computed</source>
        <translation>; her satırda bir örnek, %1 token&apos;a kadar doldurulmuş: %2 token hesaplanır</translation>
    </message>
    <message>
        <source>generation</source>
        <translation>üretim (tamamlamaların üretilmesi)</translation>
    </message>
    <message>
        <source>partial groups</source>
        <translation>eksik gruplar</translation>
    </message>
    <message>
        <source>The completions generated together (the generation batch on every GPU) hold no whole number of groups: TRL refuses such a run. Raise the accumulation or the micro-batch to a multiple of the group size.</source>
        <translation>Birlikte üretilen tamamlamalar (her GPU&apos;daki üretim grubu) tam sayıda grup oluşturmuyor: TRL böyle bir çalıştırmayı reddeder. Biriktirmeyi ya da mikro-batch&apos;i grup boyutunun bir katına yükseltin.</translation>
    </message>
    <message>
        <source>Some plans generate no whole number of groups at once, which TRL refuses.</source>
        <translation>Bazı planlar aynı anda tam sayıda grup üretmiyor; TRL bunu reddeder.</translation>
    </message>
    <message>
        <source>no FP8 tensor cores</source>
        <translation>FP8 tensör çekirdeği yok</translation>
    </message>
    <message>
        <source>no MXFP8/NVFP4 tensor cores</source>
        <translation>MXFP8/NVFP4 tensör çekirdeği yok</translation>
    </message>
    <message>
        <source>recipe not on this platform</source>
        <translation>tarif bu platformda yok</translation>
    </message>
    <message>
        <source>The job trains in FP8, and this GPU has no FP8 tensor cores (Ada, Hopper, Blackwell and CDNA 3 have them). Without the recipe it would be a different job.</source>
        <translation>İş FP8 ile eğitiliyor ve bu GPU&apos;da FP8 tensör çekirdeği yok (Ada, Hopper, Blackwell ve CDNA 3&apos;te var). Tarif olmadan başka bir iş olurdu.</translation>
    </message>
    <message>
        <source>The job trains in MXFP8 or NVFP4, which need block-scaled tensor cores (Blackwell, CDNA 4); this GPU has none.</source>
        <translation>İş MXFP8 veya NVFP4 ile eğitiliyor; bunlar blok ölçekli tensör çekirdekleri ister (Blackwell, CDNA 4); bu GPU&apos;da yok.</translation>
    </message>
    <message>
        <source>The recipe&apos;s library does not run on this GPU&apos;s platform: Transformer Engine and torchao run on NVIDIA and AMD GPUs, NVFP4 and torchao&apos;s MXFP8 on NVIDIA only.</source>
        <translation>Tarifin kütüphanesi bu GPU&apos;nun platformunda çalışmaz: Transformer Engine ve torchao NVIDIA ve AMD GPU&apos;larında, NVFP4 ve torchao&apos;nun MXFP8&apos;i yalnızca NVIDIA&apos;da çalışır.</translation>
    </message>
    <message>
        <source>bitsandbytes has no 4-bit kernels for this GPU.</source>
        <translation>bitsandbytes&apos;ın bu GPU için 4 bit çekirdekleri yok.</translation>
    </message>
    <message>
        <source>optimizer not on this platform</source>
        <translation>optimize edici bu platformda yok</translation>
    </message>
    <message>
        <source>no FP8 for the optimizer states</source>
        <translation>optimize edici durumları için FP8 yok</translation>
    </message>
    <message>
        <source>The optimizer&apos;s library does not run on this GPU&apos;s platform: bitsandbytes runs on NVIDIA GPUs and AMD&apos;s CDNA 2 and 3, torchao&apos;s low-bit AdamW and Transformer Engine&apos;s FusedAdam on NVIDIA and AMD GPUs. Another optimizer would be a different job.</source>
        <translation>Optimize edicinin kütüphanesi bu GPU&apos;nun platformunda çalışmaz: bitsandbytes NVIDIA GPU&apos;larında ve AMD&apos;nin CDNA 2 ve 3&apos;ünde, torchao&apos;nun düşük bitli AdamW&apos;si ve Transformer Engine&apos;in FusedAdam&apos;ı NVIDIA ve AMD GPU&apos;larında çalışır. Başka bir optimize edici farklı bir iş olurdu.</translation>
    </message>
    <message>
        <source>The optimizer stores its moments in FP8, which needs a GPU with FP8 (Ada, Hopper, Blackwell, CDNA 3); this GPU has none.</source>
        <translation>Optimize edici momentlerini FP8 olarak saklar; bu, FP8&apos;li bir GPU gerektirir (Ada, Hopper, Blackwell, CDNA 3); bu GPU&apos;da yok.</translation>
    </message>
    <message>
        <source>No bitsandbytes 4-bit kernels for some GPUs.</source>
        <translation>Bazı GPU&apos;lar için bitsandbytes 4 bit çekirdekleri yok.</translation>
    </message>
</context>
<context>
    <name>PriceCommand</name>
    <message>
        <source>%1 spot</source>
        <translation>%1 spot</translation>
    </message>
    <message>
        <source>Give the source&apos;s name and URL: catalog sources add NAME URL --format skypilot|tunefit --provider PROVIDER.</source>
        <translation>Kaynağın adını ve URL&apos;sini verin: catalog sources add NAME URL --format skypilot|tunefit --provider PROVIDER.</translation>
    </message>
    <message>
        <source>--format must be skypilot or tunefit.</source>
        <translation>--format skypilot veya tunefit olmalıdır.</translation>
    </message>
    <message>
        <source>Price source %1 saved.</source>
        <translation>%1 fiyat kaynağı kaydedildi.</translation>
    </message>
    <message>
        <source>Name the source to remove.</source>
        <translation>Kaldırılacak kaynağın adını verin.</translation>
    </message>
    <message>
        <source>There is no price source &quot;%1&quot;.</source>
        <translation>&quot;%1&quot; adında bir fiyat kaynağı yok.</translation>
    </message>
    <message>
        <source>Price source %1 removed.</source>
        <translation>%1 fiyat kaynağı kaldırıldı.</translation>
    </message>
    <message>
        <source>Unknown sources action &quot;%1&quot;: use list, add or remove.</source>
        <translation>Bilinmeyen sources işlemi &quot;%1&quot;: list, add veya remove kullanın.</translation>
    </message>
    <message>
        <source>There is no price source &quot;%1&quot;; see &apos;tunefit catalog sources list&apos;.</source>
        <translation>&quot;%1&quot; adında bir fiyat kaynağı yok; &apos;tunefit catalog sources list&apos; komutuna bakın.</translation>
    </message>
    <message>
        <source>There are no price sources; add one with &apos;tunefit catalog sources add&apos;.</source>
        <translation>Hiç fiyat kaynağı yok; &apos;tunefit catalog sources add&apos; ile bir tane ekleyin.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln offers read from %2</source>
        <translation>
            <numerusform>%1: %2 adresinden %Ln teklif okundu</numerusform>
        </translation>
    </message>
    <message>
        <source>The update failed, nothing was changed: %1</source>
        <translation>Güncelleme başarısız oldu, hiçbir şey değiştirilmedi: %1</translation>
    </message>
    <message>
        <source>New: %1, removed: %2, changed: %3 (price up %4, price down %5), kept: %6, your prices kept against the source: %7, source lines not read: %8</source>
        <translation>Yeni: %1, kaldırılan: %2, değişen: %3 (fiyatı artan %4, fiyatı düşen %5), aynı kalan: %6, kaynağa karşı korunan fiyatlarınız: %7, okunamayan kaynak satırları: %8</translation>
    </message>
    <message numerus="yes">
        <source>Nothing was written: %Ln sources could not be read.</source>
        <translation>
            <numerusform>Hiçbir şey yazılmadı: %Ln kaynak okunamadı.</numerusform>
        </translation>
    </message>
    <message>
        <source>Dry run: nothing was written.</source>
        <translation>Deneme çalıştırması: hiçbir şey yazılmadı.</translation>
    </message>
    <message numerus="yes">
        <source>The update was written: %Ln offers.</source>
        <translation>
            <numerusform>Güncelleme yazıldı: %Ln teklif.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln offers with a doubtful price are held back (their old rows stay); --take-doubtful-prices writes them.</source>
        <translation>
            <numerusform>Şüpheli fiyatlı %Ln teklif bekletildi (eski satırları kalıyor); --take-doubtful-prices bunları yazar.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PriceWording</name>
    <message>
        <source>New offers</source>
        <translation>Yeni teklifler</translation>
    </message>
    <message>
        <source>Removed offers</source>
        <translation>Kaldırılan teklifler</translation>
    </message>
    <message>
        <source>Price up</source>
        <translation>Fiyat arttı</translation>
    </message>
    <message>
        <source>Price down</source>
        <translation>Fiyat düştü</translation>
    </message>
    <message>
        <source>Unchanged</source>
        <translation>Değişmedi</translation>
    </message>
    <message>
        <source>Your price differs from the source</source>
        <translation>Fiyatınız kaynaktakinden farklı</translation>
    </message>
    <message>
        <source>No offer has a dated price.</source>
        <translation>Hiçbir teklifin fiyatı tarihli değil.</translation>
    </message>
    <message numerus="yes">
        <source>Prices from %1 to %2 (the newest is %Ln days old).</source>
        <translation>
            <numerusform>Fiyatlar %1 ile %2 arası (en yenisi %Ln günlük).</numerusform>
        </translation>
    </message>
    <message>
        <source>Never updated: the prices are those of the built-in catalog.</source>
        <translation>Hiç güncellenmedi: fiyatlar yerleşik kataloğa ait.</translation>
    </message>
    <message>
        <source>Last update %1 from %2.</source>
        <translation>Son güncelleme %1, kaynak: %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 offers are older than %Ln days.</source>
        <translation>
            <numerusform>%2 tekliften %1 tanesi %Ln günden eski.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 undated.</source>
        <translation>%1 tanesi tarihsiz.</translation>
    </message>
    <message>
        <source>Prices: undated</source>
        <translation>Fiyatlar: tarihsiz</translation>
    </message>
    <message>
        <source>built-in catalog</source>
        <translation>yerleşik katalog</translation>
    </message>
    <message>
        <source>updated %1</source>
        <translation>%1 güncellendi</translation>
    </message>
    <message numerus="yes">
        <source>Prices: newest %Ln days old, %1 offers stale (%2)</source>
        <translation>
            <numerusform>Fiyatlar: en yenisi %Ln günlük, %1 teklif eski (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Prices: newest %Ln days old (%1)</source>
        <translation>
            <numerusform>Fiyatlar: en yenisi %Ln günlük (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>doubtful: a price of zero</source>
        <translation>şüpheli: sıfır fiyat</translation>
    </message>
    <message>
        <source>doubtful: a negative price</source>
        <translation>şüpheli: negatif fiyat</translation>
    </message>
    <message>
        <source>doubtful: under %1 USD per GPU-hour</source>
        <translation>şüpheli: GPU-saat başına %1 USD altında</translation>
    </message>
    <message>
        <source>doubtful: over %1 USD per GPU-hour</source>
        <translation>şüpheli: GPU-saat başına %1 USD üzerinde</translation>
    </message>
    <message>
        <source>doubtful: over %1 times the catalog&apos;s price</source>
        <translation>şüpheli: katalog fiyatının %1 katından fazla</translation>
    </message>
    <message>
        <source>doubtful: under 1/%1 of the catalog&apos;s price</source>
        <translation>şüpheli: katalog fiyatının 1/%1&apos;inden az</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Look in:</source>
        <translation>Arama konumu:</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Geri</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>İleri</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Üst Dizin</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Yeni Klasör Oluştur</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Liste Görünümü</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Ayrıntılı Görünüm</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>Dosya a&amp;dı:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Dosyaların türü:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Aç</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Kaydet</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>&amp;Seç</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Aç</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Farklı Kaydet</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>Dizin Bul</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>Dizin:</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>Dizinler</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Tüm Dosyalar (*)</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Yeni Klasör</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>Ye&amp;ni Klasör</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>Yeniden Adlandı&amp;r</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Sil</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>&amp;Gizli dosyaları göster</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Son Yerler</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Bilgisayarım</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Geri git</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>İleri git</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Üst dizine git</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Yeni bir Klasör Oluştur</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Liste görünümü moduna geç</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Ayrıntılı görüntüleme moduna geç</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Kenar çubuğu</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Yerlerin ve yer imlerinin listesi</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Dosyalar</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 zaten var.
Değiştirmek istiyor musunuz?</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Ad</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Boyut</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tür</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Değiştirilme Tarihi</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Bilgisayar</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>Tamam</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Kaydet</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Aç</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Evet</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Hayır</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Kapat</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>İptal</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Vazgeç</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Yardım</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Uygula</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Sıfırla</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Varsayılanları Geri Yükle</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Durdur</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Yeniden Dene</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Yoksay</translation>
    </message>
</context>
<context>
    <name>ReportCommand</name>
    <message>
        <source>Report date and stale-price anchor.</source>
        <translation>Rapor tarihi; fiyatların eskiliği de buna göre ölçülür.</translation>
    </message>
    <message>
        <source>The job file.</source>
        <translation>İş dosyası.</translation>
    </message>
    <message>
        <source>The PDF to write.</source>
        <translation>Yazılacak PDF.</translation>
    </message>
    <message>
        <source>Report language: en, hi or tr (default: the language of the run).</source>
        <translation>Rapor dili: en, hi veya tr (varsayılan: bu çalıştırmanın dili).</translation>
    </message>
    <message>
        <source>Also write the report body as HTML.</source>
        <translation>Rapor gövdesini HTML olarak da yaz.</translation>
    </message>
    <message>
        <source>needs a QGuiApplication (fonts)</source>
        <translation>bir QGuiApplication (yazı tipleri) gerekir</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>%1 yazıldı</translation>
    </message>
    <message>
        <source>Writes the ranked options of a saved job as CSV or JSON (C locale numbers).</source>
        <translation>Kaydedilmiş bir işin sıralı seçeneklerini CSV veya JSON olarak yazar (C yerel ayarında sayılar).</translation>
    </message>
    <message>
        <source>CSV file to write.</source>
        <translation>Yazılacak CSV dosyası.</translation>
    </message>
    <message>
        <source>JSON file to write.</source>
        <translation>Yazılacak JSON dosyası.</translation>
    </message>
    <message>
        <source>give either --csv FILE or --json FILE, not both</source>
        <translation>--csv FILE ya da --json FILE verin, ikisini birden değil</translation>
    </message>
    <message>
        <source>give --csv FILE or --json FILE</source>
        <translation>--csv FILE ya da --json FILE verin</translation>
    </message>
    <message>
        <source>Read the job from a training config instead of a job file.</source>
        <translation>İşi bir iş dosyası yerine bir eğitim yapılandırmasından oku.</translation>
    </message>
    <message>
        <source>With --from: dataset size in tokens, for a file without max_steps.</source>
        <translation>--from ile: max_steps içermeyen bir dosya için token cinsinden veri kümesi boyutu.</translation>
    </message>
    <message>
        <source>name one job file (*.tunefit.json) or --from a training config</source>
        <translation>bir iş dosyası (*.tunefit.json) ya da --from ile bir eğitim yapılandırması verin</translation>
    </message>
    <message>
        <source>Writes a PDF report of a saved job (*.tunefit.json) or of a training config (--from).</source>
        <translation>Kaydedilmiş bir işin (*.tunefit.json) ya da bir eğitim yapılandırmasının (--from) PDF raporunu yazar.</translation>
    </message>
</context>
<context>
    <name>ReportRenderer</name>
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
        <translation>Checkpointing ve dikkat (attention)</translation>
    </message>
    <message>
        <source>GPUs and sharding</source>
        <translation>GPU&apos;lar ve parçalama</translation>
    </message>
    <message>
        <source>Training tokens</source>
        <translation>Eğitim token&apos;ları</translation>
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
        <translation>GPU&apos;lara göre sığma</translation>
    </message>
    <message>
        <source>The fewest GPUs of each kind that hold the job, keeping %1 % of each GPU free.</source>
        <translation>Her GPU&apos;nun %%1&apos;i boş tutularak, işi taşıyan her türden en az GPU sayısı.</translation>
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
        <translation>64 GPU&apos;ya bile sığmaz</translation>
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
        <source>Warnings</source>
        <translation>Uyarılar</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Varsayımlar</translation>
    </message>
    <message>
        <source>%1 % of each GPU is kept free; at most %2 instances of one offer.</source>
        <translation>Her GPU&apos;nun %%1&apos;i boş tutulur; bir tekliften en çok %2 örnek.</translation>
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
        <translation>Yalnızca isteğe bağlı fiyatlar (spot&apos;a izin yok).</translation>
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
    <message>
        <source>Architecture</source>
        <translation>Mimari</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Amaç</translation>
    </message>
    <message>
        <source>Images</source>
        <translation>Görüntüler</translation>
    </message>
    <message>
        <source>How it fits at the job&apos;s GPU count</source>
        <translation>İşin GPU sayısında nasıl sığar</translation>
    </message>
    <message>
        <source>It runs the job with: %1.</source>
        <translation>İşi şunlarla çalıştırır: %1.</translation>
    </message>
    <message>
        <source>Parallel layout</source>
        <translation>Paralel düzen</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>Ayar</translation>
    </message>
    <message>
        <source>It runs the job as set: %1.</source>
        <translation>İşi ayarlandığı gibi çalıştırır: %1.</translation>
    </message>
    <message>
        <source>Memory (GiB)</source>
        <translation>Bellek (GiB)</translation>
    </message>
    <message>
        <source>%1 of %2 offers can run the job; the best value is listed first.</source>
        <translation>%2 tekliften %1 tanesi işi çalıştırabilir; en iyi değer önce listelenir.</translation>
    </message>
    <message>
        <source>%1 of %2 offers can run the job; the fastest are listed first.</source>
        <translation>%2 tekliften %1 tanesi işi çalıştırabilir; en hızlılar önce listelenir.</translation>
    </message>
    <message>
        <source>Cost against time</source>
        <translation>Maliyete karşı süre</translation>
    </message>
    <message>
        <source>Every offer that fits, by wall time and total cost. The line joins the cost–time front: the offers no other offer beats on both. The ringed point is the recommendation.</source>
        <translation>Sığan her teklif, süre ve toplam maliyete göre. Çizgi maliyet–süre cephesini birleştirir: başka hiçbir teklifin ikisinde birden geçemediği teklifler. Halkalı nokta öneridir.</translation>
    </message>
    <message>
        <source>Model as named</source>
        <translation>Verilen adıyla model</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>bilinmiyor</translation>
    </message>
    <message>
        <source>Memory estimate error band: %1 % to +%2 % (estimation.md in the Tunefit documentation).</source>
        <translation>Bellek tahmini hata aralığı: %%1 ile +%%2 (Tunefit belgelerinde estimation.md).</translation>
    </message>
    <message>
        <source>fits only with changes</source>
        <translation>yalnızca değişikliklerle sığar</translation>
    </message>
    <message>
        <source>MoE experts</source>
        <translation>MoE uzmanları</translation>
    </message>
    <message>
        <source>Low precision</source>
        <translation>Düşük hassasiyet</translation>
    </message>
    <message>
        <source>QAT</source>
        <translation>QAT</translation>
    </message>
    <message>
        <source>calibrated on your run</source>
        <translation>çalıştırmanıza göre kalibre edildi</translation>
    </message>
</context>
<context>
    <name>RunWording</name>
    <message>
        <source>%1 s</source>
        <translation>%1 sn</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1%2%</source>
        <comment>sign, percent</comment>
        <translation>%1%%2</translation>
    </message>
    <message>
        <source>×%1</source>
        <comment>a factor</comment>
        <translation>×%1</translation>
    </message>
    <message>
        <source>Hugging Face trainer_state.json</source>
        <translation>Hugging Face trainer_state.json</translation>
    </message>
    <message>
        <source>Trainer console log</source>
        <translation>Trainer konsol günlüğü</translation>
    </message>
    <message>
        <source>torchtitan log</source>
        <translation>torchtitan günlüğü</translation>
    </message>
    <message>
        <source>Megatron log</source>
        <translation>Megatron günlüğü</translation>
    </message>
    <message>
        <source>metrics CSV export</source>
        <translation>metrik CSV dışa aktarımı</translation>
    </message>
    <message>
        <source>allocated</source>
        <comment>peak memory figure</comment>
        <translation>ayrılmış (allocated)</translation>
    </message>
    <message>
        <source>reserved</source>
        <comment>peak memory figure</comment>
        <translation>rezerve (reserved)</translation>
    </message>
    <message>
        <source>active</source>
        <comment>peak memory figure</comment>
        <translation>etkin (active)</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>hesaplama</translation>
    </message>
    <message>
        <source>memory-bound work</source>
        <translation>belleğe bağlı iş</translation>
    </message>
    <message>
        <source>host overhead</source>
        <translation>ana makine yükü</translation>
    </message>
    <message>
        <source>exposed communication</source>
        <translation>gizlenmeyen iletişim</translation>
    </message>
    <message>
        <source>offload</source>
        <translation>aktarma (offload)</translation>
    </message>
    <message>
        <source>pipeline bubble</source>
        <translation>ardışık düzen boşluğu</translation>
    </message>
    <message>
        <source>objective forwards</source>
        <translation>amaç ileri geçişleri</translation>
    </message>
    <message>
        <source>generation</source>
        <translation>üretim</translation>
    </message>
    <message numerus="yes">
        <source>%Ln step(s)</source>
        <translation>
            <numerusform>%Ln adım</numerusform>
        </translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>adım %1</translation>
    </message>
    <message>
        <source>%1 tokens/s per GPU</source>
        <translation>GPU başına %1 token/sn</translation>
    </message>
    <message>
        <source>%1 samples/s</source>
        <translation>%1 örnek/sn</translation>
    </message>
    <message>
        <source>peak %1 %2</source>
        <comment>peak 61.2 GiB reserved</comment>
        <translation>tepe %1 %2</translation>
    </message>
    <message>
        <source>%1, %2 jobs</source>
        <comment>GPU, method</comment>
        <translation>%1, %2 işleri</translation>
    </message>
    <message>
        <source>%1, every method</source>
        <comment>GPU</comment>
        <translation>%1, her yöntem</translation>
    </message>
    <message>
        <source>time %1</source>
        <translation>süre %1</translation>
    </message>
    <message>
        <source>Calibrated on your run %1: %2</source>
        <translation>%1 çalıştırmanıza göre kalibre edildi: %2</translation>
    </message>
    <message>
        <source>Calibrated on your run %1: %2, memory %3</source>
        <translation>%1 çalıştırmanıza göre kalibre edildi: %2, bellek %3</translation>
    </message>
    <message>
        <source>%1: %2, cannot explain it alone</source>
        <translation>%1: %2, farkı tek başına açıklayamaz</translation>
    </message>
    <message>
        <source>%1: %2 → %3 (%4)</source>
        <translation>%1: %2 → %3 (%4)</translation>
    </message>
    <message>
        <source>Cannot compare this run: %1</source>
        <translation>Bu çalıştırma karşılaştırılamıyor: %1</translation>
    </message>
    <message>
        <source>Step time: measured %1, predicted %2 (%3)</source>
        <translation>Adım süresi: ölçülen %1, tahmin %2 (%3)</translation>
    </message>
    <message>
        <source>Tokens/s per GPU: measured %1, predicted %2 (%3)</source>
        <translation>GPU başına token/sn: ölçülen %1, tahmin %2 (%3)</translation>
    </message>
    <message>
        <source>Step time: the log times no step</source>
        <translation>Adım süresi: günlük hiçbir adımın süresini vermiyor</translation>
    </message>
    <message>
        <source>Peak memory (%1): measured %2, predicted %3 (%4)</source>
        <translation>Tepe bellek (%1): ölçülen %2, tahmin %3 (%4)</translation>
    </message>
    <message>
        <source>Peak memory: the log reports none</source>
        <translation>Tepe bellek: günlük hiçbir değer vermiyor</translation>
    </message>
    <message>
        <source>Run %1 on %2 × %3: %4</source>
        <translation>%1 çalıştırması, %2 × %3 üzerinde: %4</translation>
    </message>
    <message>
        <source>What each term of the step would need to explain the difference alone:</source>
        <translation>Farkı tek başına açıklamak için adımın her teriminin olması gereken değer:</translation>
    </message>
    <message>
        <source>What each part of the memory would need to explain the difference alone:</source>
        <translation>Farkı tek başına açıklamak için belleğin her parçasının olması gereken değer:</translation>
    </message>
    <message>
        <source>calibrated on your run</source>
        <translation>çalıştırmanıza göre kalibre edildi</translation>
    </message>
    <message>
        <source>%1 · calibrated on your run</source>
        <comment>advice · mark</comment>
        <translation>%1 · çalıştırmanıza göre kalibre edildi</translation>
    </message>
    <message>
        <source>The run measured %1 of the predicted rate; a calibration keeps %2 to %3. A run this far off ran another job than the one kept with it (another setting, GPU count or card), not the same job on a slower or faster stack: check its config and GPU count.</source>
        <translation>Çalıştırma tahmini hızın %1 katını ölçtü; bir kalibrasyon %2 ile %3 arasını tutar. Bu kadar uzak bir çalıştırma, onunla tutulan işten başka bir iş çalıştırmıştır (başka bir ayar, GPU sayısı veya kart); aynı işin daha yavaş ya da hızlı bir yığında çalışması değil: yapılandırmasını ve GPU sayısını denetleyin.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) not read</source>
        <translation>
            <numerusform>%Ln satır okunamadı</numerusform>
        </translation>
    </message>
    <message>
        <source>No job was kept with this run (no config was given): it is listed, not compared. Add it again with the config it ran.</source>
        <translation>Bu çalıştırmayla bir iş tutulmadı (yapılandırma verilmedi): listelenir, karşılaştırılmaz. Çalıştırdığı yapılandırmayla yeniden ekleyin.</translation>
    </message>
</context>
<context>
    <name>RunsCommand</name>
    <message>
        <source>Added run %1.</source>
        <translation>%1 çalıştırması eklendi.</translation>
    </message>
    <message>
        <source>&apos;tunefit runs calibrate %1&apos; keeps it as a calibration of %2.</source>
        <translation>&apos;tunefit runs calibrate %1&apos; bunu %2 kalibrasyonu olarak tutar.</translation>
    </message>
    <message>
        <source>The catalog has no run &quot;%1&quot;.</source>
        <translation>Katalogda &quot;%1&quot; adlı çalıştırma yok.</translation>
    </message>
    <message>
        <source>Replaced: %1</source>
        <translation>Yerine konan: %1</translation>
    </message>
    <message>
        <source>Kept for %1: %2</source>
        <translation>%1 için tutuldu: %2</translation>
    </message>
    <message>
        <source>Removed run %1; calibrations kept from it stay until you remove them.</source>
        <translation>%1 çalıştırması kaldırıldı; ondan tutulan kalibrasyonlar siz kaldırana kadar kalır.</translation>
    </message>
    <message>
        <source>Removed the calibration of %1.</source>
        <translation>%1 kalibrasyonu kaldırıldı.</translation>
    </message>
    <message>
        <source>run</source>
        <translation>çalıştırma</translation>
    </message>
    <message>
        <source>gpu</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>gpus</source>
        <translation>GPU sayısı</translation>
    </message>
    <message>
        <source>added</source>
        <translation>eklendi</translation>
    </message>
    <message>
        <source>log</source>
        <translation>günlük</translation>
    </message>
    <message>
        <source>Calibrations:</source>
        <translation>Kalibrasyonlar:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>yok</translation>
    </message>
    <message>
        <source>add, list, compare, calibrate, remove or uncalibrate</source>
        <translation>add, list, compare, calibrate, remove veya uncalibrate</translation>
    </message>
    <message>
        <source>list, compare: print JSON.</source>
        <translation>list, compare: JSON yazdır.</translation>
    </message>
    <message>
        <source>add: the run&apos;s training config or Tunefit job file.</source>
        <translation>add: çalıştırmanın eğitim yapılandırması veya Tunefit iş dosyası.</translation>
    </message>
    <message>
        <source>add: the catalog GPU it ran on (default: the one the log names).</source>
        <translation>add: çalıştığı katalog GPU&apos;su (varsayılan: günlüğün adını verdiği).</translation>
    </message>
    <message>
        <source>add: GPUs it ran on (default: the log&apos;s, else the config&apos;s).</source>
        <translation>add: çalıştığı GPU sayısı (varsayılan: günlüğünki, yoksa yapılandırmanınki).</translation>
    </message>
    <message>
        <source>add: the run&apos;s name (default: the log&apos;s file name).</source>
        <translation>add: çalıştırmanın adı (varsayılan: günlüğün dosya adı).</translation>
    </message>
    <message>
        <source>add: the model, where the config&apos;s does not resolve.</source>
        <translation>add: yapılandırmanınki çözülemediğinde model.</translation>
    </message>
    <message>
        <source>calibrate: also keep the memory difference.</source>
        <translation>calibrate: bellek farkını da tut.</translation>
    </message>
    <message>
        <source>calibrate: for every method on the GPU, not the run&apos;s only.</source>
        <translation>calibrate: yalnızca çalıştırmanın yöntemi için değil, GPU&apos;daki her yöntem için.</translation>
    </message>
    <message>
        <source>uncalibrate: the method&apos;s calibration (default: every method&apos;s).</source>
        <translation>uncalibrate: yöntemin kalibrasyonu (varsayılan: her yönteminki).</translation>
    </message>
    <message>
        <source>Name an action: %1.</source>
        <translation>Bir eylem belirtin: %1.</translation>
    </message>
    <message>
        <source>Unknown action &quot;%1&quot;.</source>
        <translation>Bilinmeyen eylem &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>%1 needs one argument.</source>
        <translation>%1 bir bağımsız değişken gerektirir.</translation>
    </message>
    <message>
        <source>Unexpected &quot;%1&quot;.</source>
        <translation>Beklenmeyen &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Your measured runs and the calibrations kept from them, in the catalog.

  runs add LOG [--config FILE] [--gpu NAME] [--gpus N] [--id ID] [--model NAME]
  runs list [--json]
  runs compare RUN [--json]
  runs calibrate RUN [--memory] [--every-method]
  runs remove RUN
  runs uncalibrate GPU [--method METHOD]

LOG: a trainer_state.json, a Trainer&apos;s console output, a torchtitan or Megatron log, or a TensorBoard/W&amp;B CSV export. A calibration scales the predicted time of jobs of its kind on its GPU by the run&apos;s measured over predicted rate (and with --memory adds the measured excess to their memory) in estimate, plan, fit, report and the window; --no-calibration leaves it out there.

</source>
        <translation>Katalogdaki ölçülmüş çalıştırmalarınız ve onlardan tutulan kalibrasyonlar.

  runs add LOG [--config FILE] [--gpu NAME] [--gpus N] [--id ID] [--model NAME]
  runs list [--json]
  runs compare RUN [--json]
  runs calibrate RUN [--memory] [--every-method]
  runs remove RUN
  runs uncalibrate GPU [--method METHOD]

LOG: bir trainer_state.json, bir Trainer konsol çıktısı, bir torchtitan veya Megatron günlüğü ya da TensorBoard/W&amp;B CSV dışa aktarımı. Bir kalibrasyon, kendi GPU&apos;sundaki kendi türündeki işlerin tahmini süresini çalıştırmanın ölçülen/tahmini hız oranıyla ölçekler (--memory ile ölçülen fazlalığı belleklerine ekler): estimate, plan, fit, report ve pencerede; --no-calibration orada bunu dışarıda bırakır.

</translation>
    </message>
</context>
<context>
    <name>ValidateCommand</name>
    <message>
        <source>OOM cases predicted as not fitting: %1 of %2</source>
        <translation>Sığmayacağı öngörülen OOM vakaları: %2 vakadan %1</translation>
    </message>
    <message>
        <source>Predicts the peak memory of every measured run in CASES.csv (the schema of shared/validation/README.md) and reports the error.</source>
        <translation>CASES.csv içindeki (shared/validation/README.md şeması) her ölçülmüş çalıştırmanın tepe belleğini tahmin eder ve hatayı bildirir.</translation>
    </message>
    <message>
        <source>Validation cases CSV.</source>
        <translation>Doğrulama vakaları CSV dosyası.</translation>
    </message>
    <message>
        <source>Predictions CSV to write.</source>
        <translation>Yazılacak tahminler CSV dosyası.</translation>
    </message>
    <message>
        <source>expected one CASES.csv argument</source>
        <translation>tek bir CASES.csv argümanı bekleniyordu</translation>
    </message>
    <message>
        <source>Confidence high and medium-high:</source>
        <translation>Güven düzeyi high ve medium-high:</translation>
    </message>
    <message>
        <source>All confidences:</source>
        <translation>Tüm güven düzeyleri:</translation>
    </message>
    <message>
        <source>By method:</source>
        <translation>Yönteme göre:</translation>
    </message>
    <message>
        <source>By objective:</source>
        <translation>Hedefe göre:</translation>
    </message>
    <message>
        <source>By architecture (dense, moe, mla, vision, encoder_decoder):</source>
        <translation>Mimariye göre (dense, moe, mla, vision, encoder_decoder):</translation>
    </message>
    <message>
        <source>Validation cases CSV (instead of the CASES argument).</source>
        <translation>Doğrulama vakaları CSV&apos;si (CASES argümanı yerine).</translation>
    </message>
    <message>
        <source>By mechanism (overlap, multi_node, moe, generation, offload, long_context, plain; FP8/FP4 rows by recipe):</source>
        <translation>Mekanizmaya göre (overlap, multi_node, moe, generation, offload, long_context, plain; FP8/FP4 satırları tarife göre):</translation>
    </message>
</context>
<context>
    <name>ValidateDiffusionCommand</name>
    <message>
        <source>per model family:</source>
        <translation>model ailesine göre:</translation>
    </message>
    <message>
        <source>Predicts the peak memory and step time of measured image and video fine-tuning runs and reports the error.</source>
        <translation>Ölçülmüş görüntü ve video ince ayar çalıştırmalarının en yüksek belleğini ve adım süresini tahmin eder, hatayı bildirir.</translation>
    </message>
    <message>
        <source>CSV file of measured runs</source>
        <translation>Ölçülmüş çalıştırmaların CSV dosyası</translation>
    </message>
    <message>
        <source>Write predictions to this CSV file.</source>
        <translation>Tahminleri bu CSV dosyasına yaz.</translation>
    </message>
    <message>
        <source>usage: tunefit validate-diffusion CASES.csv [--out FILE]</source>
        <translation>kullanım: tunefit validate-diffusion CASES.csv [--out FILE]</translation>
    </message>
    <message>
        <source>Peak memory, rows rated medium or better:</source>
        <translation>En yüksek bellek, orta ya da daha iyi derecelendirilmiş satırlar:</translation>
    </message>
    <message>
        <source>Step time, rows rated medium or better with a catalog GPU:</source>
        <translation>Adım süresi, katalog GPU&apos;su olan orta ya da daha iyi satırlar:</translation>
    </message>
    <message>
        <source>Out-of-memory runs predicted not to fit: %1 of %2</source>
        <translation>Sığmayacağı tahmin edilen bellek yetersiz çalıştırmalar: %2 içinde %1</translation>
    </message>
    <message>
        <source>&quot;Fits in N GB&quot; statements the estimate agrees with: %1 of %2</source>
        <translation>Tahminin katıldığı &quot;N GB&apos;a sığar&quot; ifadeleri: %2 içinde %1</translation>
    </message>
    <message numerus="yes">
        <source>(%n row(s) without a model in the library or a readable setting)</source>
        <translation>
            <numerusform>(kütüphanede modeli ya da okunabilir ayarı olmayan %n satır)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ValidateThroughputCommand</name>
    <message>
        <source>per method:</source>
        <translation>yönteme göre:</translation>
    </message>
    <message>
        <source>per GPU:</source>
        <translation>GPU&apos;ya göre:</translation>
    </message>
    <message numerus="yes">
        <source>(%n selected rows without a prediction)</source>
        <translation>
            <numerusform>(tahmini olmayan %n seçili satır)</numerusform>
        </translation>
    </message>
    <message>
        <source>CSV file of measured runs</source>
        <translation>Ölçülmüş çalıştırmaların CSV dosyası</translation>
    </message>
    <message>
        <source>Write predictions to this CSV file.</source>
        <translation>Tahminleri bu CSV dosyasına yaz.</translation>
    </message>
    <message>
        <source>usage: tunefit validate-throughput CASES.csv [--out PREDICTIONS.csv]</source>
        <translation>kullanım: tunefit validate-throughput CASES.csv [--out PREDICTIONS.csv]</translation>
    </message>
    <message>
        <source>Confidence high + medium-high (rows with tokens/s per GPU and a catalog GPU):</source>
        <translation>Güven düzeyi high + medium-high (GPU başına token/s değeri ve katalogda GPU&apos;su olan satırlar):</translation>
    </message>
    <message>
        <source>All rows with tokens/s per GPU and a catalog GPU:</source>
        <translation>GPU başına token/s değeri ve katalogda GPU&apos;su olan tüm satırlar:</translation>
    </message>
    <message>
        <source>per parallel layout:</source>
        <translation>paralellik düzenine göre:</translation>
    </message>
    <message>
        <source>Rows with a model- or sequence-parallel layout, confidence medium or better:</source>
        <translation>Model veya dizi paralellik düzenli satırlar, güven orta veya daha iyi:</translation>
    </message>
    <message>
        <source>Predicts training throughput for measured runs (throughput-cases.csv schema, or measured RL steps) and reports the error.</source>
        <translation>Ölçülmüş çalışmalar (throughput-cases.csv şeması ya da ölçülmüş RL adımları) için eğitim hızını tahmin eder ve hatayı bildirir.</translation>
    </message>
    <message>
        <source>per mechanism (overlap, multi_node, moe, generation, offload, long_context, plain; FP8/FP4 rows by recipe):</source>
        <translation>mekanizmaya göre (overlap, multi_node, moe, generation, offload, long_context, plain; FP8/FP4 satırları tarife göre):</translation>
    </message>
</context>
<context>
    <name>tunefit::present::Format</name>
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
        <translation>Logit&apos;ler</translation>
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
        <source>One block&apos;s working set, gathered shards and dequantization scratch</source>
        <translation>Bir bloğun çalışma kümesi, toplanan parçalar ve nicemleme çözme için geçici bellek</translation>
    </message>
    <message>
        <source>One block&apos;s backward working set, gathered shards, unsharded gradients and reduce buffers</source>
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
        <source>Fits: %1 of %2 GiB (%3 GiB free)</source>
        <translation>Sığar: %1 / %2 GiB (%3 GiB boş)</translation>
    </message>
    <message>
        <source>Does not fit: needs %1 GiB, has %2</source>
        <translation>Sığmaz: %1 GiB gerekir, %2 var</translation>
    </message>
    <message>
        <source>Cannot estimate: %1.</source>
        <translation>Tahmin edilemiyor: %1.</translation>
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
        <translation>%1 daha yeni bir Tunefit ile kaydedilmiş (iş dosyası sürümü %2; bu sürüm en çok %3. sürümü okur). Açmak için Tunefit&apos;i güncelleyin.</translation>
    </message>
    <message>
        <source>Reference and reward models</source>
        <translation>Referans ve ödül modelleri</translation>
    </message>
    <message>
        <source>Value model</source>
        <translation>Değer modeli</translation>
    </message>
    <message>
        <source>Generation cache</source>
        <translation>Üretim önbelleği</translation>
    </message>
    <message>
        <source>PPO value model: its weights, gradients and optimizer state</source>
        <translation>PPO değer modeli: ağırlıkları, gradyanları ve optimizer durumu</translation>
    </message>
    <message>
        <source>Logits and one block&apos;s working set of a no-grad reference or scoring forward</source>
        <translation>Gradyansız bir referans ya da puanlama ileri geçişinin logit&apos;leri ve bir bloğun çalışma kümesi</translation>
    </message>
    <message>
        <source>Score head: one value per token instead of vocabulary logits</source>
        <translation>Puan başlığı: sözlük logit&apos;leri yerine token başına bir değer</translation>
    </message>
    <message>
        <source>Keys and values of every generated sequence, plus one decoding step&apos;s logits</source>
        <translation>Üretilen her dizinin anahtarları ve değerleri, artı bir kod çözme adımının logit&apos;leri</translation>
    </message>
    <message>
        <source>The colocated generation engine&apos;s share of the GPU&apos;s memory</source>
        <translation>Aynı GPU&apos;daki üretim motorunun GPU belleğindeki payı</translation>
    </message>
    <message>
        <source>Not alive while completions are generated</source>
        <translation>Tamamlamalar üretilirken bellekte değil</translation>
    </message>
    <message>
        <source>In %1: %2.</source>
        <translation>%1 içinde: %2.</translation>
    </message>
    <message>
        <source>Paged optimizer moments live in CUDA unified memory, outside PyTorch&apos;s counters: they fill free GPU memory and spill to host memory instead of failing; fp32 master copies are shown</source>
        <translation>Sayfalanmış optimize edici momentleri CUDA birleşik belleğinde, PyTorch sayaçlarının dışında durur: GPU&apos;nun boş belleğini doldurur, başarısız olmak yerine taşan kısmı ana belleğe geçer; fp32 ana kopyalar gösterilir</translation>
    </message>
    <message>
        <source>Optimizer step fused into the backward pass: one tensor&apos;s gradient at a time</source>
        <translation>Optimize edici adımı geri yayılıma katılmış: aynı anda tek bir tensörün gradyanı</translation>
    </message>
    <message>
        <source>Gradients are copied to host memory during the backward pass (parameter offload)</source>
        <translation>Gradyanlar geri yayılım sırasında ana belleğe kopyalanır (parametre aktarımı)</translation>
    </message>
    <message>
        <source>Checkpointed block inputs kept in host memory; two are on the GPU at a time</source>
        <translation>Denetim noktalı blok girdileri ana bellekte tutulur; aynı anda ikisi GPU&apos;dadır</translation>
    </message>
    <message>
        <source>Activations of this GPU&apos;s share of every sequence (sequence parallelism)</source>
        <translation>Her dizinin bu GPU&apos;ya düşen payının aktivasyonları (dizi paralelliği)</translation>
    </message>
    <message>
        <source>Blocks the PyTorch allocator keeps cached: a share of the transient memory, plus the buffers cached for the all-gather and reduce-scatter streams</source>
        <translation>PyTorch ayırıcısının önbellekte tuttuğu bloklar: geçici belleğin bir payı ve all-gather ile reduce-scatter akışları için önbelleğe alınan tamponlar</translation>
    </message>
    <message>
        <source>Vision tower activations</source>
        <translation>Görüntü kulesi aktivasyonları</translation>
    </message>
    <message>
        <source>Image patches through the trained vision tower: every block&apos;s saved tensors (or only its input under checkpointing) and the projector&apos;s</source>
        <translation>Eğitilen görüntü kulesinden geçen görüntü yamaları: her bloğun saklanan tensörleri (Checkpointing ile yalnızca girdisi) ve projektörünkiler</translation>
    </message>
    <message>
        <source>The KV cache and decoding logits exist only while completions are generated, before the training step</source>
        <translation>KV önbelleği ve kod çözme logitleri yalnızca tamamlamalar üretilirken, eğitim adımından önce vardır</translation>
    </message>
    <message>
        <source>The frozen vision tower records no graph: it saves nothing for the backward pass and holds one block&apos;s tensors while it runs</source>
        <translation>Dondurulmuş görüntü kulesi grafik kaydetmez: geri geçiş için hiçbir şey saklamaz ve çalışırken bir bloğun tensörlerini tutar</translation>
    </message>
    <message>
        <source>Activations this pipeline stage saves for every micro-batch still in flight (1F1B schedule), for its own blocks and share of the tensors</source>
        <translation>Bu pipeline aşamasının, hâlâ işlenmekte olan her mikro-batch için kaydettiği aktivasyonlar (1F1B çizelgesi); yalnızca kendi blokları ve tensörlerdeki payı için</translation>
    </message>
    <message>
        <source>%1 of %2 GiB usable</source>
        <translation>%2 GiB&apos;ın %1 kadarı kullanılabilir</translation>
    </message>
    <message>
        <source>Does not fit: needs %1 GiB, %2 (%3% kept free)</source>
        <translation>Sığmıyor: %1 GiB gerekiyor, %2 (%%3 boş bırakılır)</translation>
    </message>
    <message>
        <source>Full activation checkpointing: each block keeps only its input, and the backward pass recomputes one block at a time</source>
        <translation>Tam aktivasyon checkpointing: her blok yalnızca girdisini saklar, geri geçiş her seferinde bir bloğu yeniden hesaplar</translation>
    </message>
    <message>
        <source>Frozen reference copy and reward model (PPO&apos;s, or one that scores the completions) at the policy&apos;s storage width, divided over the shards</source>
        <translation>Politikanın depolama genişliğinde dondurulmuş referans kopyası ve ödül modeli (PPO&apos;nunki ya da tamamlamaları puanlayan), parçalara bölünmüş</translation>
    </message>
</context>
<context>
    <name>tunefit::present::PriceFetcher</name>
    <message>
        <source>too many redirects: the server redirects in a loop</source>
        <translation>çok fazla yönlendirme: sunucu bir döngü içinde yönlendiriyor</translation>
    </message>
    <message>
        <source>the server redirected to an address that is not http or https, or from https to http; it was not followed</source>
        <translation>sunucu http ya da https olmayan bir adrese veya https&apos;den http&apos;ye yönlendirdi; izlenmedi</translation>
    </message>
    <message>
        <source>the server&apos;s answer could not be read whole (a compressed body that expands beyond the limits, or a cut-off transfer)</source>
        <translation>sunucunun yanıtı bütünüyle okunamadı (sınırların ötesine açılan sıkıştırılmış bir gövde ya da yarıda kesilmiş bir aktarım)</translation>
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
            <numerusform>%Ln × %1 üzerinde GPU başına. PyTorch&apos;un ayırdığı %2 GiB, rezerve %3 GiB, tüm cihaz (nvidia-smi) %4 GiB; beklenen sapma %%5 ile +%%6 arası.</numerusform>
        </translation>
    </message>
    <message>
        <source>The catalog has no GPU %1.</source>
        <translation>Katalogda %1 GPU&apos;su yok.</translation>
    </message>
    <message>
        <source>Then %1 GiB per GPU, %2 tokens/s (as set: %3 tokens/s).</source>
        <translation>O zaman GPU başına %1 GiB, %2 token/sn (ayarlandığı gibi: %3 token/sn).</translation>
    </message>
    <message>
        <source>These would fit, but change the training:</source>
        <translation>Bunlar sığar, ama eğitimi değiştirir:</translation>
    </message>
    <message>
        <source>Make it fit on %1</source>
        <translation>%1 üzerine sığdır</translation>
    </message>
    <message>
        <source>Then %1 GiB per GPU.</source>
        <translation>O zaman GPU başına %1 GiB.</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::CalibrationsModel</name>
    <message>
        <source>Applies to</source>
        <translation>Uygulandığı</translation>
    </message>
    <message>
        <source>Calibration</source>
        <translation>Kalibrasyon</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::CatalogEditor</name>
    <message>
        <source>Catalog</source>
        <translation>Katalog</translation>
    </message>
    <message>
        <source>Providers</source>
        <translation>Sağlayıcılar</translation>
    </message>
    <message>
        <source>Offers</source>
        <translation>Teklifler</translation>
    </message>
    <message>
        <source>Filter: type any part of a name, price or date</source>
        <translation>Filtre: bir adın, fiyatın ya da tarihin herhangi bir kısmını yazın</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Ekle…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Düzenle…</translation>
    </message>
    <message>
        <source>Duplicate…</source>
        <translation>Çoğalt…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Sil</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>İçe aktar…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Dışa aktar…</translation>
    </message>
    <message>
        <source>Reset to built-in…</source>
        <translation>Yerleşiğe sıfırla…</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Geri al</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Yinele</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Kapat</translation>
    </message>
    <message>
        <source>Changes are saved at once to %1</source>
        <translation>Değişiklikler hemen %1 dosyasına kaydedilir</translation>
    </message>
    <message>
        <source> (copy)</source>
        <translation> (kopya)</translation>
    </message>
    <message>
        <source>New GPU</source>
        <translation>Yeni GPU</translation>
    </message>
    <message>
        <source>Edit GPU</source>
        <translation>GPU&apos;yu düzenle</translation>
    </message>
    <message>
        <source>New provider</source>
        <translation>Yeni sağlayıcı</translation>
    </message>
    <message>
        <source>Edit provider</source>
        <translation>Sağlayıcıyı düzenle</translation>
    </message>
    <message>
        <source>New offer</source>
        <translation>Yeni teklif</translation>
    </message>
    <message>
        <source>Edit offer</source>
        <translation>Teklifi düzenle</translation>
    </message>
    <message>
        <source>Delete %1? Undo brings it back.</source>
        <translation>%1 silinsin mi? Geri al ile geri gelir.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 yazılamadı: %2</translation>
    </message>
    <message>
        <source>Export the table</source>
        <translation>Tabloyu dışa aktar</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV dosyaları (*.csv);;Tüm dosyalar (*)</translation>
    </message>
    <message>
        <source>Reset to the built-in catalog</source>
        <translation>Yerleşik kataloğa sıfırla</translation>
    </message>
    <message>
        <source>Edits of built-in GPUs, providers and offers are undone and deleted built-in rows come back. This cannot be undone.</source>
        <translation>Yerleşik GPU, sağlayıcı ve tekliflerdeki düzenlemeler geri alınır, silinen yerleşik satırlar geri gelir. Bu işlem geri alınamaz.</translation>
    </message>
    <message>
        <source>Reset, keep the rows I added</source>
        <translation>Sıfırla, eklediğim satırlar kalsın</translation>
    </message>
    <message>
        <source>Reset everything</source>
        <translation>Her şeyi sıfırla</translation>
    </message>
    <message>
        <source>GPU models</source>
        <translation>GPU modelleri</translation>
    </message>
    <message>
        <source>Changes are saved at once to the team catalog %1 on %2 and shared with everyone who uses it.</source>
        <translation>Değişiklikler hemen %2 üzerindeki %1 ekip kataloğuna kaydedilir ve onu kullanan herkesle paylaşılır.</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::CatalogFieldText</name>
    <message>
        <source>Data centre</source>
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
        <source>Per second</source>
        <translation>Saniye başına</translation>
    </message>
    <message>
        <source>Per minute</source>
        <translation>Dakika başına</translation>
    </message>
    <message>
        <source>Per hour</source>
        <translation>Saat başına</translation>
    </message>
    <message>
        <source>Whole instance</source>
        <translation>Tüm sunucu</translation>
    </message>
    <message>
        <source>GPU only (host extra)</source>
        <translation>Yalnızca GPU (sunucu ayrıca)</translation>
    </message>
    <message>
        <source>Per-GPU list price</source>
        <translation>GPU başına liste fiyatı</translation>
    </message>
    <message>
        <source>Built-in</source>
        <translation>Yerleşik</translation>
    </message>
    <message>
        <source>Edited</source>
        <translation>Düzenlendi</translation>
    </message>
    <message>
        <source>Added by you</source>
        <translation>Sizin eklediğiniz</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Evet</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Hayır</translation>
    </message>
    <message>
        <source>Updated from a price source</source>
        <translation>Bir fiyat kaynağından güncellendi</translation>
    </message>
    <message>
        <source>As the provider</source>
        <translation>Sağlayıcıdaki gibi</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Bilinmiyor</translation>
    </message>
    <message>
        <source>None (single instance only)</source>
        <translation>Yok (yalnızca tek örnek)</translation>
    </message>
    <message>
        <source>Ethernet (TCP)</source>
        <translation>Ethernet (TCP)</translation>
    </message>
    <message>
        <source>RoCE (RDMA over Ethernet)</source>
        <translation>RoCE (Ethernet üzerinden RDMA)</translation>
    </message>
    <message>
        <source>InfiniBand</source>
        <translation>InfiniBand</translation>
    </message>
    <message>
        <source>AWS EFA</source>
        <translation>AWS EFA</translation>
    </message>
    <message>
        <source>GPUDirect-TCPX</source>
        <translation>GPUDirect-TCPX</translation>
    </message>
    <message>
        <source>GPUDirect-TCPXO</source>
        <translation>GPUDirect-TCPXO</translation>
    </message>
    <message>
        <source>NVLink domain (across instances)</source>
        <translation>NVLink alanı (örnekler arası)</translation>
    </message>
    <message>
        <source>All instances</source>
        <translation>Tüm örnekler</translation>
    </message>
    <message>
        <source>Cluster products only</source>
        <translation>Yalnızca küme ürünleri</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::CatalogImportDialog</name>
    <message>
        <source>Import into the catalog</source>
        <translation>Kataloğa içe aktar</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Gözat…</translation>
    </message>
    <message>
        <source>GPUs (Tunefit CSV)</source>
        <translation>GPU&apos;lar (Tunefit CSV)</translation>
    </message>
    <message>
        <source>Providers (Tunefit CSV)</source>
        <translation>Sağlayıcılar (Tunefit CSV)</translation>
    </message>
    <message>
        <source>Offers (Tunefit CSV)</source>
        <translation>Teklifler (Tunefit CSV)</translation>
    </message>
    <message>
        <source>Offers from a SkyPilot catalog (vms.csv)</source>
        <translation>SkyPilot kataloğundan teklifler (vms.csv)</translation>
    </message>
    <message>
        <source>Keep every region (otherwise the cheapest region of each instance type)</source>
        <translation>Her bölgeyi tut (aksi halde her sunucu tipinin en ucuz bölgesi)</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Dosya:</translation>
    </message>
    <message>
        <source>The file holds:</source>
        <translation>Dosyanın içeriği:</translation>
    </message>
    <message>
        <source>Provider of the SkyPilot file:</source>
        <translation>SkyPilot dosyasının sağlayıcısı:</translation>
    </message>
    <message>
        <source>Reading the file…</source>
        <translation>Dosya okunuyor…</translation>
    </message>
    <message>
        <source>Cancel preview</source>
        <translation>Önizlemeyi iptal et</translation>
    </message>
    <message>
        <source>Import the other rows and leave the rejected ones out</source>
        <translation>Diğer satırları içe aktar, reddedilenleri dışarıda bırak</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>İçe aktar</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV dosyaları (*.csv);;Tüm dosyalar (*)</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 okunamadı: %2</translation>
    </message>
    <message>
        <source>Preview cancelled.</source>
        <translation>Önizleme iptal edildi.</translation>
    </message>
    <message>
        <source>The file cannot be imported: %1</source>
        <translation>Dosya içe aktarılamaz: %1</translation>
    </message>
    <message>
        <source>%1 to add, %2 to update, %3 unchanged, %4 rejected, %5 skipped. Nothing is written until you press Import; then all of it is written at once.</source>
        <translation>%1 eklenecek, %2 güncellenecek, %3 değişmeyecek, %4 reddedildi, %5 atlandı. İçe aktar&apos;a basana kadar hiçbir şey yazılmaz; sonra hepsi tek seferde yazılır.</translation>
    </message>
    <message>
        <source>Nothing was imported: %1</source>
        <translation>Hiçbir şey içe aktarılmadı: %1</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::CatalogRowDialog</name>
    <message>
        <source>Error: %1</source>
        <translation>Hata: %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Uyarı: %1</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::CatalogSession</name>
    <message>
        <source>Add %1</source>
        <translation>%1 ekle</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>%1 sil</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>%1 düzenle</translation>
    </message>
    <message>
        <source>The catalog cannot be edited: it could not be opened.</source>
        <translation>Katalog düzenlenemez: açılamadı.</translation>
    </message>
    <message>
        <source>The catalog file was damaged. It was kept as %1 and a new catalog was started from the built-in one.</source>
        <translation>Katalog dosyası bozuktu. %1 olarak saklandı ve yerleşik katalogdan yeni bir katalog başlatıldı.</translation>
    </message>
    <message numerus="yes">
        <source>Offers that use the GPU %1: %n. Delete them or move them to another GPU first.</source>
        <translation>
            <numerusform>%1 GPU&apos;sunu kullanan teklifler: %n. Önce bunları silin ya da başka bir GPU&apos;ya taşıyın.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Offers of the provider %1: %n. Delete them first.</source>
        <translation>
            <numerusform>%1 sağlayıcısının teklifleri: %n. Önce bunları silin.</numerusform>
        </translation>
    </message>
    <message>
        <source>The catalog %1 cannot be opened: %2. The built-in catalog is shown and cannot be edited.</source>
        <translation>%1 kataloğu açılamıyor: %2. Yerleşik katalog gösteriliyor ve düzenlenemez.</translation>
    </message>
    <message>
        <source>The catalog %1 is read-only (its file or folder cannot be written): it is shown as it is, and changes cannot be saved.</source>
        <translation>%1 kataloğu salt okunur (dosyasına ya da klasörüne yazılamıyor): olduğu gibi gösteriliyor ve değişiklikler kaydedilemez.</translation>
    </message>
    <message>
        <source>Not deleted: someone else changed %1 since you read it.</source>
        <translation>Silinmedi: siz okuduktan sonra başka biri %1 satırını değiştirdi.</translation>
    </message>
    <message>
        <source>Not saved: someone else changed %1 since you opened it. Your values are still here; save again to compare them with theirs.</source>
        <translation>Kaydedilmedi: siz açtıktan sonra başka biri %1 satırını değiştirdi. Değerleriniz hâlâ burada; onlarınkiyle karşılaştırmak için yeniden kaydedin.</translation>
    </message>
    <message>
        <source>The team catalog %1 cannot be reached: plans use its snapshot of %2, and changes wait until the server is back.</source>
        <translation>%1 ekip kataloğuna ulaşılamıyor: planlar %2 tarihli anlık kopyasını kullanıyor, değişiklikler sunucu geri gelene kadar bekliyor.</translation>
    </message>
    <message>
        <source>Your database role may read the team catalog %1 but not change it: plans use it, and edits are refused.</source>
        <translation>Veritabanı rolünüz %1 ekip kataloğunu okuyabilir ama değiştiremez: planlar onu kullanır, düzenlemeler reddedilir.</translation>
    </message>
    <message>
        <source>The catalog could not be opened: the built-in catalog is shown read-only.</source>
        <translation>Katalog açılamadı: yerleşik katalog salt okunur olarak gösteriliyor.</translation>
    </message>
    <message>
        <source>Your database role may read this team catalog but not change it. Ask the catalog&apos;s owner for write access.</source>
        <translation>Veritabanı rolünüz bu ekip kataloğunu okuyabilir ama değiştiremez. Yazma izni için kataloğun sahibine başvurun.</translation>
    </message>
    <message>
        <source>The catalog file or its folder cannot be written: changes cannot be saved.</source>
        <translation>Katalog dosyasına veya klasörüne yazılamıyor: değişiklikler kaydedilemez.</translation>
    </message>
    <message>
        <source>Not saved: your database role may read this team catalog but not change it. Ask the catalog&apos;s owner for write access.</source>
        <translation>Kaydedilmedi: veritabanı rolünüz bu ekip kataloğunu okuyabilir ama değiştiremez. Yazma izni için kataloğun sahibine başvurun.</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 bayt</translation>
    </message>
    <message>
        <source>Hub id</source>
        <translation>Hub kimliği</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Aile</translation>
    </message>
    <message>
        <source>Parameters (billions)</source>
        <translation>Parametre (milyar)</translation>
    </message>
    <message>
        <source>config.json</source>
        <translation>config.json</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Kaynak</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>Yeniden adlandır: %1</translation>
    </message>
    <message numerus="yes">
        <source>Add %n models</source>
        <translation>
            <numerusform>%n model ekle</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU sayısı</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Günlük</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>Eklendi</translation>
    </message>
    <message>
        <source>Calibration</source>
        <translation>Kalibrasyon</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Tutuldu</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::CatalogTableModel</name>
    <message>
        <source>Origin</source>
        <translation>Kaynak</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::ComparisonDialog</name>
    <message>
        <source>No offer fits this job.</source>
        <translation>Bu işe sığan teklif yok.</translation>
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
        <source>Setting</source>
        <translation>Ayar</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Çalıştırır</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::ConflictDialog</name>
    <message>
        <source>Changed by someone else</source>
        <translation>Başka biri değiştirdi</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Alan</translation>
    </message>
    <message>
        <source>Yours (to delete)</source>
        <translation>Sizinki (silinecek)</translation>
    </message>
    <message>
        <source>Yours</source>
        <translation>Sizinki</translation>
    </message>
    <message>
        <source>Theirs (deleted)</source>
        <translation>Onlarınki (silindi)</translation>
    </message>
    <message>
        <source>Theirs</source>
        <translation>Onlarınki</translation>
    </message>
    <message>
        <source>Differs</source>
        <translation>Farklı</translation>
    </message>
    <message>
        <source>Save mine over theirs</source>
        <translation>Benimkini onlarınkinin üzerine kaydet</translation>
    </message>
    <message>
        <source>Take theirs, drop mine</source>
        <translation>Onlarınkini al, benimkinden vazgeç</translation>
    </message>
    <message>
        <source>Add mine back</source>
        <translation>Benimkini geri ekle</translation>
    </message>
    <message>
        <source>Leave it deleted, drop mine</source>
        <translation>Silinmiş kalsın, benimkinden vazgeç</translation>
    </message>
    <message>
        <source>Delete it anyway</source>
        <translation>Yine de sil</translation>
    </message>
    <message>
        <source>Keep theirs</source>
        <translation>Onlarınkini koru</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>İptal</translation>
    </message>
    <message>
        <source>Back to my edit</source>
        <translation>Düzenlememe dön</translation>
    </message>
    <message numerus="yes">
        <source>Someone else saved %1 after you opened it. Fields that differ are highlighted: %n.</source>
        <translation>
            <numerusform>Siz açtıktan sonra başka biri %1 satırını kaydetti. Farklı alanlar vurgulandı: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Someone else deleted %1 after you opened it. Your values are shown; add the row back with them, or leave it deleted.</source>
        <translation>Siz açtıktan sonra başka biri %1 satırını sildi. Değerleriniz gösteriliyor; satırı onlarla geri ekleyin ya da silinmiş bırakın.</translation>
    </message>
    <message numerus="yes">
        <source>Someone else changed %1 after you read it. Fields they changed are highlighted: %n. Delete it anyway, or keep their version?</source>
        <translation>
            <numerusform>Siz okuduktan sonra başka biri %1 satırını değiştirdi. Değiştirdiği alanlar vurgulandı: %n. Yine de silinsin mi, yoksa onun sürümü mü korunsun?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tunefit::ui::DiffusionFitModel</name>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Memory GiB</source>
        <translation>Bellek GiB</translation>
    </message>
    <message>
        <source>Needs GiB</source>
        <translation>Gereken GiB</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Sığma</translation>
    </message>
    <message>
        <source>s/step</source>
        <translation>sn/adım</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::DiffusionForm</name>
    <message>
        <source>%1 (%2 B)</source>
        <translation>%1 (%2 B)</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>%1 değiştir</translation>
    </message>
    <message>
        <source>&amp;Denoiser:</source>
        <translation>Gürültü gid&amp;erici:</translation>
    </message>
    <message>
        <source>&amp;Method:</source>
        <translation>Yö&amp;ntem:</translation>
    </message>
    <message>
        <source>&amp;Rank:</source>
        <translation>&amp;Rank:</translation>
    </message>
    <message>
        <source>&amp;Width (px):</source>
        <translation>Genişlik (p&amp;x):</translation>
    </message>
    <message>
        <source>&amp;Batch per GPU:</source>
        <translation>GPU başına &amp;parti:</translation>
    </message>
    <message>
        <source>Text encoder storage:</source>
        <translation>Metin kodlayıcı saklama türü:</translation>
    </message>
    <message>
        <source>&amp;VAE:</source>
        <translation>&amp;VAE:</translation>
    </message>
    <message>
        <source>Keep FP32 weights (mixed precision)</source>
        <translation>FP32 ağırlıkları tut (karma hassasiyet)</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>LoKr</source>
        <translation>LoKr</translation>
    </message>
    <message>
        <source>Full fine-tune</source>
        <translation>Tam ince ayar</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(yok)</translation>
    </message>
    <message>
        <source>Adapted li&amp;nears:</source>
        <translation>Uyarlanan &amp;lineer katmanlar:</translation>
    </message>
    <message>
        <source>Hei&amp;ght (px):</source>
        <translation>Yüksekli&amp;k (px):</translation>
    </message>
    <message>
        <source>Frame&amp;s:</source>
        <translation>Kare &amp;sayısı:</translation>
    </message>
    <message>
        <source>A&amp;ccumulation steps:</source>
        <translation>&amp;Biriktirme adımları:</translation>
    </message>
    <message>
        <source>Denoiser st&amp;orage:</source>
        <translation>Gürültü giderici saklama &amp;türü:</translation>
    </message>
    <message>
        <source>Te&amp;xt encoders:</source>
        <translation>&amp;Metin kodlayıcılar:</translation>
    </message>
    <message>
        <source>Bloc&amp;ks in CPU RAM:</source>
        <translation>CPU RAM&apos;deki bl&amp;oklar:</translation>
    </message>
    <message>
        <source>O&amp;ptimizer:</source>
        <translation>Optimize edi&amp;ci:</translation>
    </message>
    <message>
        <source>GP&amp;Us:</source>
        <translation>GP&amp;U&apos;lar:</translation>
    </message>
    <message>
        <source>Opt&amp;imizer steps:</source>
        <translation>E&amp;ğitim adımı sayısı:</translation>
    </message>
    <message>
        <source>&amp;Judge the fit on:</source>
        <translation>Sığmayı &amp;şu kartta değerlendir:</translation>
    </message>
    <message>
        <source>Gradient checkpointing</source>
        <translation>Gradyan kontrol noktası</translation>
    </message>
    <message>
        <source>&amp;LoRA dropout:</source>
        <translation>LoRA &amp;dropout oranı:</translation>
    </message>
    <message>
        <source>Adapters and their optimizer state in BF16</source>
        <translation>BF16 bağdaştırıcılar ve durumları</translation>
    </message>
    <message>
        <source>&amp;Attention kernel:</source>
        <translation>&amp;Attention çekirdeği:</translation>
    </message>
    <message>
        <source>Prompt &amp;tokens:</source>
        <translation>İstem token sa&amp;yısı:</translation>
    </message>
    <message>
        <source>Model&apos;s default (%1)</source>
        <translation>Modelin varsayılanı (%1)</translation>
    </message>
    <message>
        <source>Step each weight in backward (fused, Adafactor)</source>
        <translation>Her ağırlığı geri geçişte güncelle (birleşik, Adafactor)</translation>
    </message>
    <message>
        <source>&amp;Fine-tune:</source>
        <translation>İnce ayar (&amp;F):</translation>
    </message>
    <message>
        <source>Open fine-tune %1</source>
        <translation>%1 ince ayarını aç</translation>
    </message>
    <message>
        <source>A fine-tune&apos;s diffusers model_index.json or config.json, or its single .safetensors file: the job runs as the library denoiser it is built on, and names it</source>
        <translation>Bir ince ayarlı modelin diffusers model_index.json veya config.json dosyası ya da tek .safetensors dosyası: iş, kitaplıkta üzerine kurulduğu gürültü giderici olarak çalışır ve onun adını gösterir</translation>
    </message>
    <message>
        <source>Open a fine-tune</source>
        <translation>İnce ayarlı model aç</translation>
    </message>
    <message>
        <source>Diffusers configs and single-file checkpoints (model_index.json config.json *.safetensors)</source>
        <translation>Diffusers yapılandırmaları ve tek dosyalı kontrol noktaları (model_index.json config.json *.safetensors)</translation>
    </message>
    <message>
        <source>Open a fine-tune…</source>
        <translation>İnce ayarlı model aç…</translation>
    </message>
    <message>
        <source>Keep the checkpointed activations in CPU RAM</source>
        <translation>Kontrol noktası aktivasyonlarını CPU RAM&apos;de tut</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::DiffusionImportDialog</name>
    <message>
        <source>Import training config</source>
        <translation>Eğitim yapılandırmasını içe aktar</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; config &lt;b&gt;%2&lt;/b&gt;: %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; yapılandırması &lt;b&gt;%2&lt;/b&gt;: %3</translation>
    </message>
    <message>
        <source>%1 read from the file, %2 at the stack&apos;s defaults, %3 not modelled</source>
        <translation>dosyadan %1 okundu, %2 yığının varsayılanlarında, %3 modellenmedi</translation>
    </message>
    <message numerus="yes">
        <source>%n setting(s)</source>
        <translation>
            <numerusform>%n ayar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n key(s)</source>
        <translation>
            <numerusform>%n anahtar</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>&amp;Uygula</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>İ&amp;ptal</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::DiffusionImportModel</name>
    <message>
        <source>Setting</source>
        <translation>Ayar</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Değer</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Kaynak</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Not</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::DiffusionMemoryModel</name>
    <message>
        <source>Part</source>
        <translation>Kısım</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::DiffusionOffersModel</name>
    <message>
        <source>Offer</source>
        <translation>Teklif</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU&apos;lar</translation>
    </message>
    <message>
        <source>s/step</source>
        <translation>sn/adım</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>Saat</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Maliyet</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>Ayar</translation>
    </message>
    <message>
        <source>Price as of</source>
        <translation>Fiyat tarihi</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::DiffusionWorkspace</name>
    <message>
        <source>Not taken: %1 The results are those of the last valid job.</source>
        <translation>Alınmadı: %1 Sonuçlar son geçerli işindir.</translation>
    </message>
    <message>
        <source>Per GPU: %1 GiB whole device (%2 GiB allocated at the peak). %3</source>
        <translation>GPU başına: tüm aygıt %1 GiB (tepede %2 GiB ayrılmış). %3</translation>
    </message>
    <message>
        <source>No setting Tunefit knows fits this GPU.</source>
        <translation>Tunefit&apos;in bildiği hiçbir ayar bu GPU&apos;ya sığmıyor.</translation>
    </message>
    <message>
        <source>Choose a GPU to judge the fit on.</source>
        <translation>Sığmayı değerlendirmek için bir GPU seçin.</translation>
    </message>
    <message>
        <source>Whole device, GiB</source>
        <translation>Tüm aygıt, GiB</translation>
    </message>
    <message>
        <source>%1: up to %2</source>
        <translation>%1: en çok %2</translation>
    </message>
    <message>
        <source>%1: not even the smallest</source>
        <translation>%1: en küçüğü bile değil</translation>
    </message>
    <message>
        <source>Choose a GPU to read off the largest value that fits.</source>
        <translation>Sığan en büyük değeri okumak için bir GPU seçin.</translation>
    </message>
    <message>
        <source>Make it fit</source>
        <translation>Sığdır</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Bellek</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU&apos;lar</translation>
    </message>
    <message>
        <source>Offers</source>
        <translation>Teklifler</translation>
    </message>
    <message>
        <source>What-if</source>
        <translation>Ya şöyle olsaydı</translation>
    </message>
    <message>
        <source>Resolution (square side, px)</source>
        <translation>Çözünürlük (kare kenarı, px)</translation>
    </message>
    <message>
        <source>Frames per clip</source>
        <translation>Klip başına kare</translation>
    </message>
    <message>
        <source>Batch per GPU</source>
        <translation>GPU başına grup</translation>
    </message>
    <message>
        <source>Adapter rank</source>
        <translation>Bağdaştırıcı rankı</translation>
    </message>
    <message>
        <source>Appl&amp;y the advice</source>
        <translation>&amp;Öneriyi uygula</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::FitOverviewModel</name>
    <message>
        <source>Fits on one</source>
        <translation>Tek GPU&apos;ya sığar</translation>
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
        <source>Headroom per GPU (GiB)</source>
        <translation>GPU başına boş pay (GiB)</translation>
    </message>
    <message numerus="yes">
        <source>Needs %Ln GPUs</source>
        <translation>
            <numerusform>%Ln GPU gerekir</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Does not fit on %Ln</source>
        <translation>
            <numerusform>%Ln GPU&apos;ya sığmıyor</numerusform>
        </translation>
    </message>
    <message>
        <source>How it fits at the job&apos;s GPU count</source>
        <translation>İşin GPU sayısında nasıl sığar</translation>
    </message>
    <message>
        <source>Sharding and layout</source>
        <translation>Parçalama ve düzen</translation>
    </message>
    <message numerus="yes">
        <source>Needs %Ln GPUs as set, or %1 with changes</source>
        <translation>
            <numerusform>Ayarlandığı gibi %Ln GPU gerekir ya da değişikliklerle %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fits on %Ln only with changes</source>
        <translation>
            <numerusform>%Ln GPU&apos;ya yalnızca değişikliklerle sığar</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tunefit::ui::GlossaryDialog</name>
    <message>
        <source>Glossary</source>
        <translation>Sözlük</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>Terim</translation>
    </message>
    <message>
        <source>What it is</source>
        <translation>Ne olduğu</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::ImportConfigDialog</name>
    <message>
        <source>Import training config</source>
        <translation>Eğitim yapılandırmasını içe aktar</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; config &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; yapılandırması &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not used&lt;/b&gt;</source>
        <translation>&lt;b&gt;Kullanılmadı&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Left to the launch&lt;/b&gt;</source>
        <translation>&lt;b&gt;Başlatmaya bırakıldı&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>&amp;Uygula</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>İ&amp;ptal</translation>
    </message>
    <message>
        <source>Model %1: the bundled preset %2</source>
        <translation>Model %1: paketteki ön ayar %2</translation>
    </message>
    <message>
        <source>Model %1: read from %2</source>
        <translation>Model %1: %2 dosyasından okundu</translation>
    </message>
    <message>
        <source>Model not found — the rest is kept</source>
        <translation>Model bulunamadı — gerisi korunur</translation>
    </message>
    <message>
        <source>Model %1 not found — the rest is kept</source>
        <translation>%1 modeli bulunamadı — gerisi korunur</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message numerus="yes">
        <source>%n key(s) without effect on memory, time or cost</source>
        <translation>
            <numerusform>Belleği, süreyi veya maliyeti etkilemeyen %n anahtar</numerusform>
        </translation>
    </message>
    <message>
        <source>not set</source>
        <translation>ayarlanmamış</translation>
    </message>
    <message>
        <source>%1: not set in the files; the launcher decides</source>
        <translation>%1: dosyalarda ayarlanmamış; başlatıcı belirler</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Dataset&lt;/b&gt;</source>
        <translation>&lt;b&gt;Veri kümesi&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;Tokens per epoch:</source>
        <translation>Epoch başına &amp;token:</translation>
    </message>
    <message>
        <source>&amp;Samples:</source>
        <translation>Ö&amp;rnekler:</translation>
    </message>
    <message>
        <source> M</source>
        <comment>millions of tokens</comment>
        <translation> milyon</translation>
    </message>
    <message>
        <source> tokens</source>
        <comment>after a number of tokens</comment>
        <translation> token</translation>
    </message>
    <message>
        <source>Average tokens per sample, prompt and answer together</source>
        <translation>Örnek başına ortalama token, istem ve yanıt birlikte</translation>
    </message>
    <message>
        <source>× a&amp;verage length:</source>
        <translation>× &amp;ortalama uzunluk:</translation>
    </message>
    <message>
        <source>The config reads at most %1 samples (%2): prefilled as that many samples of the full sequence length, an upper bound, as most samples are shorter. Enter your dataset&apos;s size.</source>
        <translation>Yapılandırma en fazla %1 örnek okur (%2): tam dizi uzunluğunda o kadar örnek olarak önceden dolduruldu; örneklerin çoğu daha kısa olduğundan bu bir üst sınırdır. Veri kümenizin boyutunu girin.</translation>
    </message>
    <message>
        <source>The config does not say how large the dataset is: enter its size (prefilled with the current job&apos;s).</source>
        <translation>Yapılandırma veri kümesinin ne kadar büyük olduğunu söylemiyor: boyutunu girin (geçerli işinkiyle önceden dolduruldu).</translation>
    </message>
    <message>
        <source>%1 tokens per epoch × %2 epochs (from the config) = %3 tokens</source>
        <translation>Epoch başına %1 token × %2 epoch (yapılandırmadan) = %3 token</translation>
    </message>
    <message>
        <source>%1 tokens per epoch; the job&apos;s own epoch count stays</source>
        <translation>Epoch başına %1 token; işin kendi epoch sayısı korunur</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::ImportPreviewModel</name>
    <message>
        <source>no GPU on this machine type</source>
        <translation>bu makine tipinde GPU yok</translation>
    </message>
    <message>
        <source>a TPU, not a GPU</source>
        <translation>GPU değil, TPU</translation>
    </message>
    <message>
        <source>a dearer region of an instance kept from its cheapest region</source>
        <translation>daha pahalı bölge; sunucunun en ucuz bölgesi tutuldu</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>Reddedildi</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>Atlandı</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>Eklenecek</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Güncellenecek</translation>
    </message>
    <message>
        <source>Unchanged, with a warning</source>
        <translation>Değişmedi, uyarıyla</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Satır</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Sonuç</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Kayıt</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Ayrıntılar</translation>
    </message>
    <message>
        <source>a dearer zone of a region kept at its cheapest zone</source>
        <translation>daha pahalı bölge alt alanı; en ucuz alan tutuldu</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::ImportedFieldsModel</name>
    <message>
        <source>Field</source>
        <translation>Alan</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Değer</translation>
    </message>
    <message>
        <source>Origin</source>
        <translation>Kaynak</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::JobHistory</name>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Trained embeddings</source>
        <translation>Eğitilen gömmeler</translation>
    </message>
    <message>
        <source>Trained output layer</source>
        <translation>Eğitilen çıkış katmanı</translation>
    </message>
    <message>
        <source>Trained norms</source>
        <translation>Eğitilen normlar</translation>
    </message>
    <message>
        <source>Trained biases</source>
        <translation>Eğitilen bias değerleri</translation>
    </message>
    <message>
        <source>Adapters in fp32</source>
        <translation>fp32 adaptörler</translation>
    </message>
    <message>
        <source>Quantized modules</source>
        <translation>Nicemlenen modüller</translation>
    </message>
    <message>
        <source>Older bitsandbytes saves its inputs</source>
        <translation>Eski bitsandbytes girdilerini saklar</translation>
    </message>
    <message>
        <source>Weight type</source>
        <translation>Ağırlık türü</translation>
    </message>
    <message>
        <source>Optimizer state type</source>
        <translation>Optimizer durumu türü</translation>
    </message>
    <message>
        <source>Decoder sequence length</source>
        <translation>Kod çözücü dizi uzunluğu</translation>
    </message>
    <message>
        <source>Pairs double the micro-batch</source>
        <translation>Çiftler mikro-batch&apos;i ikiye katlar</translation>
    </message>
    <message>
        <source>KTO&apos;s KL term</source>
        <translation>KTO&apos;nun KL terimi</translation>
    </message>
    <message>
        <source>Generation engine</source>
        <translation>Üretim motoru</translation>
    </message>
    <message>
        <source>Engine sleeps while training</source>
        <translation>Motor eğitim sırasında uyur</translation>
    </message>
    <message>
        <source>Critic trained in full</source>
        <translation>Eleştirmen tam eğitilir</translation>
    </message>
    <message>
        <source>Full checkpoint on every GPU</source>
        <translation>Her GPU&apos;da tam kontrol noktası</translation>
    </message>
    <message>
        <source>Spot capacity</source>
        <translation>Spot kapasite</translation>
    </message>
    <message>
        <source>Plan the job as set only</source>
        <translation>İşi yalnızca ayarlandığı gibi planla</translation>
    </message>
    <message>
        <source>none</source>
        <translation>yok</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>%1 değerini değiştir</translation>
    </message>
    <message>
        <source>Change %1 (also: %2)</source>
        <translation>%1 değerini değiştir (ayrıca: %2)</translation>
    </message>
    <message>
        <source>Change %1 to %2</source>
        <translation>%1 değerini %2 olarak değiştir</translation>
    </message>
    <message>
        <source>Change %1 to %2 (also: %3)</source>
        <translation>%1 değerini %2 olarak değiştir (ayrıca: %3)</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <source>Sequence packing</source>
        <translation>Dizi paketleme</translation>
    </message>
    <message>
        <source>MoE experts</source>
        <translation>MoE uzmanları</translation>
    </message>
    <message>
        <source>Reward model on the GPU</source>
        <translation>GPU&apos;da ödül modeli</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::JobPanel</name>
    <message>
        <source>Type to search models</source>
        <translation>Model aramak için yazın</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Model:</translation>
    </message>
    <message>
        <source>Me&amp;thod:</source>
        <translation>Y&amp;öntem:</translation>
    </message>
    <message>
        <source>Rank:</source>
        <translation>Rank:</translation>
    </message>
    <message>
        <source>Targets:</source>
        <translation>Hedef modüller:</translation>
    </message>
    <message>
        <source>Quantization:</source>
        <translation>Nicemleme:</translation>
    </message>
    <message>
        <source>Virtual tokens:</source>
        <translation>Sanal token&apos;lar:</translation>
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
        <source>Optimizer:</source>
        <translation>Optimizer:</translation>
    </message>
    <message>
        <source>Micro-&amp;batch:</source>
        <translation>Mikro-&amp;batch:</translation>
    </message>
    <message>
        <source>&amp;Sequence length:</source>
        <translation>Dizi &amp;uzunluğu:</translation>
    </message>
    <message>
        <source>Attention:</source>
        <translation>Dikkat (Attention):</translation>
    </message>
    <message>
        <source>None (one GPU)</source>
        <translation>Yok (tek GPU)</translation>
    </message>
    <message>
        <source>DDP (full copy per GPU)</source>
        <translation>DDP (her GPU&apos;da tam kopya)</translation>
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
        <translation>Optimizer durumu CPU&apos;ya</translation>
    </message>
    <message>
        <source>Weights and optimizer to CPU</source>
        <translation>Ağırlıklar ve optimizer CPU&apos;ya</translation>
    </message>
    <message>
        <source>GPU &amp;count:</source>
        <translation>GPU &amp;sayısı:</translation>
    </message>
    <message>
        <source>Sharding:</source>
        <translation>Parçalama:</translation>
    </message>
    <message>
        <source>Offload:</source>
        <translation>Aktarma:</translation>
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
        <source> M</source>
        <comment>millions of tokens</comment>
        <translation> milyon</translation>
    </message>
    <message>
        <source>Tokens in the training set, in millions, per epoch</source>
        <translation>Eğitim kümesindeki token sayısı, milyon olarak, epoch başına</translation>
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
        <source>$</source>
        <comment>US dollars before the amount</comment>
        <translation>$</translation>
    </message>
    <message>
        <source>Use spot (interruptible) prices where their expected cost, restarts included, is lower</source>
        <translation>Beklenen maliyeti (yeniden başlatmalar dahil) daha düşük olduğunda spot (kesintiye uğrayabilen) fiyatları kullan</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Amaç</translation>
    </message>
    <message>
        <source>Objective:</source>
        <translation>Amaç:</translation>
    </message>
    <message>
        <source>Reference:</source>
        <translation>Referans:</translation>
    </message>
    <message>
        <source>Where the reference log-probabilities come from: a second frozen copy of the model, the model&apos;s own base with its adapters switched off, or a pass before training</source>
        <translation>Referans log-olasılıklarının kaynağı: modelin ikinci, dondurulmuş bir kopyası, adaptörleri kapatılmış kendi temel modeli ya da eğitimden önce yapılan bir geçiş</translation>
    </message>
    <message>
        <source>Group size:</source>
        <translation>Grup boyutu:</translation>
    </message>
    <message>
        <source>Completions generated for each prompt (TRL num_generations)</source>
        <translation>Her istem için üretilen tamamlama sayısı (TRL num_generations)</translation>
    </message>
    <message>
        <source>Completion length:</source>
        <translation>Tamamlama uzunluğu:</translation>
    </message>
    <message>
        <source> tokens</source>
        <comment>after a number of tokens</comment>
        <translation> token</translation>
    </message>
    <message>
        <source>Generated tokens per sequence; part of the sequence length, which counts the prompt and the completion</source>
        <translation>Dizi başına üretilen token; istemi ve tamamlamayı birlikte sayan dizi uzunluğunun parçasıdır</translation>
    </message>
    <message>
        <source>Where the completions are generated: by the training process itself, by a vLLM engine that shares the GPU, or by a server on other GPUs</source>
        <translation>Tamamlamaların üretildiği yer: eğitim sürecinin kendisi, GPU&apos;yu paylaşan bir vLLM motoru ya da diğer GPU&apos;lardaki bir sunucu</translation>
    </message>
    <message>
        <source>Engine memory share:</source>
        <translation>Üretim motorunun bellek payı:</translation>
    </message>
    <message>
        <source>Share of the GPU&apos;s memory the colocated vLLM engine takes (gpu_memory_utilization)</source>
        <translation>Aynı GPU&apos;daki vLLM motorunun aldığı GPU belleği payı (gpu_memory_utilization)</translation>
    </message>
    <message>
        <source>KTO&apos;s KL estimate: extra forward passes without gradients on mismatched completions</source>
        <translation>KTO&apos;nun KL tahmini: eşleşmeyen tamamlamalar üzerinde gradyansız ek ileri geçişler</translation>
    </message>
    <message>
        <source>Compute the MLP in tiles along the sequence and recompute each tile in backward, so that only the MLP&apos;s input is kept: DeepSpeed ALST / Arctic long-sequence training (TiledMLP), Unsloth, Liger</source>
        <translation>MLP&apos;yi dizi boyunca parçalar hâlinde hesapla ve her parçayı geri yayılımda yeniden hesapla; böylece yalnızca MLP&apos;nin girdisi saklanır: DeepSpeed ALST / Arctic uzun dizi eğitimi (TiledMLP), Unsloth, Liger</translation>
    </message>
    <message>
        <source>Update each parameter as soon as its gradient is ready, so that only one gradient exists at a time: torchtune optimizer_in_bwd, LOMO. Gradient accumulation is not possible.</source>
        <translation>Her parametreyi gradyanı hazır olur olmaz güncelle; böylece aynı anda yalnızca bir gradyan bulunur: torchtune optimizer_in_bwd, LOMO. Gradyan biriktirme mümkün değildir.</translation>
    </message>
    <message>
        <source>Split every sequence over several GPUs: DeepSpeed-Ulysses exchanges attention heads (all-to-all), ring attention passes key/value blocks around the GPUs</source>
        <translation>Her diziyi birkaç GPU&apos;ya böl: DeepSpeed-Ulysses dikkat başlıklarını değiş tokuş eder (all-to-all), halka dikkat anahtar/değer bloklarını GPU&apos;lar arasında dolaştırır</translation>
    </message>
    <message>
        <source>GPUs one sequence is split over; it divides the GPU count</source>
        <translation>Bir dizinin bölündüğü GPU sayısı; GPU sayısını tam böler</translation>
    </message>
    <message>
        <source>Images</source>
        <translation>Görüntüler</translation>
    </message>
    <message>
        <source>Images in every training sample; their tokens take positions of the sequence length</source>
        <translation>Her eğitim örneğindeki görüntüler; tokenleri dizi uzunluğundaki konumları kaplar</translation>
    </message>
    <message>
        <source>Tokens one image becomes in the sequence: 256 for Gemma 3; (height ÷ 28) × (width ÷ 28) for Qwen2.5-VL</source>
        <translation>Bir görüntünün dizide kaç token olduğu: Gemma 3 için 256; Qwen2.5-VL için (yükseklik ÷ 28) × (genişlik ÷ 28)</translation>
    </message>
    <message>
        <source>Train the vision tower like the language model (in full, or with the same adapters) instead of keeping it frozen: its activations are then kept for the backward pass</source>
        <translation>Görüntü kulesini dondurmak yerine dil modeli gibi eğit (tamamen ya da aynı adaptörlerle): aktivasyonları o zaman geri geçiş için tutulur</translation>
    </message>
    <message>
        <source>Models on this computer</source>
        <translation>Bu bilgisayardaki modeller</translation>
    </message>
    <message>
        <source>Model&apos;s figure (%1)</source>
        <translation>Modelin değeri (%1)</translation>
    </message>
    <message>
        <source>Model&apos;s figure (unknown)</source>
        <translation>Modelin değeri (bilinmiyor)</translation>
    </message>
    <message>
        <source>No config.json found for %1</source>
        <translation>%1 için config.json bulunamadı</translation>
    </message>
    <message>
        <source>Parallel layout</source>
        <translation>Paralel düzen</translation>
    </message>
    <message>
        <source>Tensor parallel (TP):</source>
        <translation>Tensör paralelliği (TP):</translation>
    </message>
    <message>
        <source>GPUs each layer&apos;s attention and MLP are split over (Megatron column/row parallelism); best kept inside one node</source>
        <translation>Her katmanın Attention ve MLP&apos;sinin bölündüğü GPU sayısı (Megatron sütun/satır paralelliği); en iyisi tek düğüm içinde tutmaktır</translation>
    </message>
    <message>
        <source>Megatron sequence parallelism</source>
        <translation>Megatron dizi paralelliği</translation>
    </message>
    <message>
        <source>With tensor parallelism: norms, dropout and the residual stream are split along the sequence over the TP group</source>
        <translation>Tensör paralelliğiyle: normlar, dropout ve artık akış TP grubu üzerinde dizi boyunca bölünür</translation>
    </message>
    <message>
        <source>Pipeline parallel (PP):</source>
        <translation>Pipeline paralelliği (PP):</translation>
    </message>
    <message>
        <source>Stages of whole blocks, one per GPU group; it divides the GPU count</source>
        <translation>Tam bloklardan aşamalar, her GPU grubuna bir tane; GPU sayısını tam böler</translation>
    </message>
    <message>
        <source>Virtual pipeline stages (VPP):</source>
        <translation>Sanal pipeline aşamaları (VPP):</translation>
    </message>
    <message>
        <source>Model chunks per GPU (interleaved 1F1B): a smaller pipeline bubble</source>
        <translation>GPU başına model parçaları (iç içe 1F1B): daha küçük pipeline boşluğu</translation>
    </message>
    <message>
        <source>Expert parallel (EP):</source>
        <translation>Uzman paralelliği (EP):</translation>
    </message>
    <message>
        <source>Expert tensor parallel (ETP):</source>
        <translation>Uzman tensör paralelliği (ETP):</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Hata: %1</translation>
    </message>
    <message>
        <source>GPUs the routed experts of every MoE block are divided over</source>
        <translation>Her MoE bloğunun yönlendirilen uzmanlarının dağıtıldığı GPU sayısı</translation>
    </message>
    <message>
        <source>Only for Mixture-of-Experts models</source>
        <translation>Yalnızca Mixture-of-Experts modelleri için</translation>
    </message>
    <message>
        <source>GPUs each expert&apos;s MLP is split over</source>
        <translation>Her uzmanın MLP&apos;sinin bölündüğü GPU sayısı</translation>
    </message>
    <message>
        <source>Plan the job as set only</source>
        <translation>İşi yalnızca ayarlandığı gibi planla</translation>
    </message>
    <message>
        <source>Offers run exactly the setting above: no other micro-batch, checkpointing, kernels, optimizer or layout that would make the job fit or run faster</source>
        <translation>Teklifler tam olarak yukarıdaki ayarı çalıştırır: işi sığdıracak veya hızlandıracak başka mikro-batch, Checkpointing, çekirdek, optimizer veya düzen yok</translation>
    </message>
    <message>
        <source>Only for models with a vision tower</source>
        <translation>Yalnızca görüntü kulesi olan modeller için</translation>
    </message>
    <message>
        <source>Only with tensor parallelism (TP above 1)</source>
        <translation>Yalnızca tensör paralelliğiyle (TP 1&apos;den büyük)</translation>
    </message>
    <message>
        <source>Only with a pipeline (PP above 1)</source>
        <translation>Yalnızca bir işlem hattıyla (PP 1&apos;den büyük)</translation>
    </message>
    <message>
        <source>Not used by %1</source>
        <translation>%1 bunu kullanmaz</translation>
    </message>
    <message>
        <source>Only for a vLLM engine that shares the GPU</source>
        <translation>Yalnızca GPU&apos;yu paylaşan bir vLLM motoru için</translation>
    </message>
    <message>
        <source>Only when sequences are split over GPUs</source>
        <translation>Yalnızca diziler GPU&apos;lara bölündüğünde</translation>
    </message>
    <message>
        <source>Model, method and GPU</source>
        <translation>Model, yöntem ve GPU</translation>
    </message>
    <message>
        <source>&amp;GPU:</source>
        <translation>&amp;GPU:</translation>
    </message>
    <message>
        <source>Method settings</source>
        <translation>Yöntem ayarları</translation>
    </message>
    <message>
        <source>Alpha:</source>
        <translation>Alfa:</translation>
    </message>
    <message>
        <source>Dropout:</source>
        <translation>Dropout:</translation>
    </message>
    <message>
        <source>Bottleneck width:</source>
        <translation>Darboğaz genişliği:</translation>
    </message>
    <message>
        <source>Trained last layers:</source>
        <translation>Eğitilen son katmanlar:</translation>
    </message>
    <message>
        <source>Generated with:</source>
        <translation>Üretim yeri:</translation>
    </message>
    <message>
        <source>KL term (mismatched completions)</source>
        <translation>KL terimi (eşleşmeyen tamamlamalar)</translation>
    </message>
    <message>
        <source>Gradient accumulation:</source>
        <translation>Gradyan biriktirme:</translation>
    </message>
    <message>
        <source>Chec&amp;kpointing:</source>
        <translation>&amp;Checkpointing:</translation>
    </message>
    <message>
        <source>Loss:</source>
        <translation>Kayıp işlevi:</translation>
    </message>
    <message>
        <source>Tiled MLP</source>
        <translation>Parçalı MLP</translation>
    </message>
    <message>
        <source>Optimizer step in backward</source>
        <translation>Geri yayılımda optimizer adımı</translation>
    </message>
    <message>
        <source>Sharding and offload</source>
        <translation>Parçalama ve aktarma</translation>
    </message>
    <message>
        <source>Sequence parallel:</source>
        <translation>Dizi paralelliği:</translation>
    </message>
    <message>
        <source>Sequence-parallel degree:</source>
        <translation>Dizi paralelliği derecesi:</translation>
    </message>
    <message>
        <source>Trai&amp;ning tokens:</source>
        <translation>&amp;Eğitim tokenları:</translation>
    </message>
    <message>
        <source>Epochs:</source>
        <translation>Epoch:</translation>
    </message>
    <message>
        <source>Budget:</source>
        <translation>Bütçe:</translation>
    </message>
    <message>
        <source>Allow spot capacity</source>
        <translation>Spot kapasiteye izin ver</translation>
    </message>
    <message>
        <source>Images per sample:</source>
        <translation>Örnek başına görüntü:</translation>
    </message>
    <message>
        <source>Tokens per image:</source>
        <translation>Görüntü başına token:</translation>
    </message>
    <message>
        <source>Train the vision tower</source>
        <translation>Görüntü kulesini eğit</translation>
    </message>
    <message>
        <source>The model to fine-tune: pick one, or type a Hugging Face name</source>
        <translation>İnce ayar yapılacak model: listeden seçin ya da bir Hugging Face adı yazın</translation>
    </message>
    <message>
        <source>How the model is trained: all weights (full), or small adapters beside frozen weights</source>
        <translation>Modelin nasıl eğitildiği: tüm ağırlıklar (tam) ya da dondurulmuş ağırlıkların yanında küçük adaptörler</translation>
    </message>
    <message>
        <source>The GPU the job runs on; the GPUs tab shows every other</source>
        <translation>İşin çalıştığı GPU; GPU&apos;lar sekmesi diğer hepsini gösterir</translation>
    </message>
    <message>
        <source>GPUs the job is spread over</source>
        <translation>İşin dağıtıldığı GPU sayısı</translation>
    </message>
    <message>
        <source>Width of the low-rank adapter matrices: more rank, more trainable weights</source>
        <translation>Düşük ranklı adaptör matrislerinin genişliği: rank arttıkça eğitilebilir ağırlık artar</translation>
    </message>
    <message>
        <source>Scale of the adapter&apos;s update (alpha ÷ rank)</source>
        <translation>Adaptör güncellemesinin ölçeği (alpha ÷ rank)</translation>
    </message>
    <message>
        <source>Share of the adapter&apos;s input dropped at random during training</source>
        <translation>Eğitim sırasında adaptör girdisinin rastgele düşürülen payı</translation>
    </message>
    <message>
        <source>The layers that get adapters: attention (q, k, v, o) and MLP (gate, up, down)</source>
        <translation>Adaptör eklenen katmanlar: attention (q, k, v, o) ve MLP (gate, up, down)</translation>
    </message>
    <message>
        <source>How the frozen base weights are stored in 4 bits</source>
        <translation>Dondurulmuş temel ağırlıkların 4 bitte nasıl saklandığı</translation>
    </message>
    <message>
        <source>Trained tokens put before every sequence</source>
        <translation>Her dizinin önüne eklenen eğitilen token&apos;lar</translation>
    </message>
    <message>
        <source>Width of the small MLP inserted in every block</source>
        <translation>Her bloğa eklenen küçük MLP&apos;nin genişliği</translation>
    </message>
    <message>
        <source>Only these last blocks are trained; the others stay frozen</source>
        <translation>Yalnızca bu son bloklar eğitilir; diğerleri dondurulmuş kalır</translation>
    </message>
    <message>
        <source>Number format of the weights and the arithmetic; AMP keeps FP32 master weights</source>
        <translation>Ağırlıkların ve hesaplamanın sayı biçimi; AMP FP32 ana ağırlıkları tutar</translation>
    </message>
    <message>
        <source>Sequences each GPU processes at once</source>
        <translation>Her GPU&apos;nun aynı anda işlediği dizi sayısı</translation>
    </message>
    <message>
        <source>Tokens per training sequence, prompt and answer together</source>
        <translation>Eğitim dizisi başına token, istem ve yanıt birlikte</translation>
    </message>
    <message>
        <source>Micro-batches added up before each optimizer step</source>
        <translation>Her optimizer adımından önce toplanan mikro-batch sayısı</translation>
    </message>
    <message>
        <source>What the backward pass recomputes instead of keeping: nothing, every layer (full), some layers (selective) or only the costly operations (selective per op)</source>
        <translation>Geri geçişin saklamak yerine yeniden hesapladığı: hiçbir şey, her katman (tam), bazı katmanlar (seçici) ya da yalnızca pahalı işlemler (selective per op)</translation>
    </message>
    <message>
        <source>The attention kernel: FlashAttention and SDPA never hold the full attention matrix</source>
        <translation>Attention çekirdeği: FlashAttention ve SDPA tam attention matrisini hiç tutmaz</translation>
    </message>
    <message>
        <source>How the loss over the vocabulary is computed: at once, in chunks, or fused (no full logits)</source>
        <translation>Sözcük dağarcığı üzerindeki kaybın nasıl hesaplandığı: tek seferde, parçalar halinde ya da birleşik (tam logit olmadan)</translation>
    </message>
    <message>
        <source>How weights, gradients and optimizer state are divided over the GPUs</source>
        <translation>Ağırlıkların, gradyanların ve optimizer durumunun GPU&apos;lara nasıl bölündüğü</translation>
    </message>
    <message>
        <source>State moved to CPU memory: less GPU memory, slower steps</source>
        <translation>CPU belleğine aktarılan durum: daha az GPU belleği, daha yavaş adımlar</translation>
    </message>
    <message>
        <source>Passes over the training set</source>
        <translation>Eğitim kümesi üzerinden geçiş sayısı</translation>
    </message>
    <message>
        <source>The most hours the run may take; none = no deadline</source>
        <translation>Çalışmanın sürebileceği en fazla saat; yok = son tarih yok</translation>
    </message>
    <message>
        <source>The most the run may cost; none = no budget</source>
        <translation>Çalışmanın en fazla maliyeti; yok = bütçe yok</translation>
    </message>
    <message>
        <source>Only without sequence packing</source>
        <translation>Yalnızca dizi paketleme olmadan</translation>
    </message>
    <message>
        <source>Sequence packing</source>
        <translation>Dizi paketleme</translation>
    </message>
    <message>
        <source>Average sample length:</source>
        <translation>Ortalama örnek uzunluğu:</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> token</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>bilinmiyor</translation>
    </message>
    <message>
        <source>Samples concatenated into full rows of the sequence length; off: one sample per row, padded to the sequence length, and the padding costs time</source>
        <translation>Örnekler dizi uzunluğunda tam satırlara art arda eklenir; kapalı: her satırda bir örnek, dizi uzunluğuna kadar doldurulur ve dolgu zaman alır</translation>
    </message>
    <message>
        <source>Tokens in an average sample: without packing, each row computes the sequence length, so shorter samples mean more padded rows</source>
        <translation>Ortalama bir örnekteki token sayısı: paketleme olmadan her satır dizi uzunluğunun tamamını hesaplar, bu yüzden kısa örnekler daha çok doldurulmuş satır demektir</translation>
    </message>
    <message>
        <source>Tensor, pipeline and expert parallelism run Megatron-Core&apos;s fused grouped GEMMs</source>
        <translation>Tensör, boru hattı ve uzman paralelliği Megatron-Core&apos;un birleştirilmiş gruplu GEMM&apos;lerini çalıştırır</translation>
    </message>
    <message>
        <source>MoE experts run as:</source>
        <translation>MoE uzmanlarının çalışma biçimi:</translation>
    </message>
    <message>
        <source>How the training stack runs the routed experts: one grouped matmul with its token dispatch in PyTorch and adapters rebuilt on the fused expert tensors (transformers 5&apos;s default), a module per expert in a loop (transformers 4), or Megatron-Core&apos;s fused kernels</source>
        <translation>Eğitim yığınının yönlendirilen uzmanları nasıl çalıştırdığı: token dağıtımı PyTorch&apos;ta yapılan tek bir gruplu matris çarpımı ve birleşik uzman tensörlerinde yeniden kurulan adaptörler (transformers 5 varsayılanı), döngüde uzman başına bir modül (transformers 4) ya da Megatron-Core&apos;un birleştirilmiş çekirdekleri</translation>
    </message>
    <message>
        <source>Only where an engine generates: generate() in the trainer runs every completion to the longest</source>
        <translation>Yalnızca bir motor ürettiğinde: eğiticideki generate() her tamamlamayı en uzununa kadar sürdürür</translation>
    </message>
    <message>
        <source>Mean completion:</source>
        <translation>Ortalama tamamlama:</translation>
    </message>
    <message>
        <source>At the limit</source>
        <comment>every completion as long as the completion length</comment>
        <translation>Tam sınıra kadar</translation>
    </message>
    <message>
        <source>Generated tokens of a completion on average (TRL logs completions/mean_length). An engine drops finished completions from its batch, so generation reads less cache than at the limit; the longest still runs to the completion length</source>
        <translation>Bir tamamlamanın ortalama üretilen token sayısı (TRL bunu completions/mean_length olarak kaydeder). Motor biten tamamlamaları grubundan çıkarır; bu yüzden üretim, sınırdakinden daha az önbellek okur; en uzun olan yine tamamlama uzunluğuna kadar sürer</translation>
    </message>
    <message>
        <source>Only where a vLLM engine generates</source>
        <translation>Yalnızca bir vLLM motoru ürettiğinde</translation>
    </message>
    <message>
        <source>Engine tensor parallel:</source>
        <translation>Motor tensör paralelliği:</translation>
    </message>
    <message>
        <source>As training</source>
        <comment>the engine splits the model as training does</comment>
        <translation>Eğitimdeki gibi</translation>
    </message>
    <message>
        <source>GPUs one vLLM engine replica splits the model over (tensor_parallel_size; TRL vllm_tensor_parallel_size). Fewer GPUs per replica read more weights per GPU at each generated token</source>
        <translation>Bir vLLM motor kopyasının modeli böldüğü GPU sayısı (tensor_parallel_size; TRL vllm_tensor_parallel_size). Kopya başına daha az GPU, üretilen her token&apos;da GPU başına daha çok ağırlık okur</translation>
    </message>
    <message>
        <source>PPO always scores with a reward model on the GPU</source>
        <translation>PPO her zaman GPU&apos;daki bir ödül modeliyle puanlar</translation>
    </message>
    <message>
        <source>Reward model on the GPU</source>
        <translation>GPU&apos;da ödül modeli</translation>
    </message>
    <message>
        <source>A frozen reward model of the policy&apos;s size scores the completions on the training GPU: its weights and one forward per micro-batch (TRL reward_funcs given as a model, online DPO&apos;s reward_model_path). Off: rule functions, or a judge off the GPU</source>
        <translation>Politikanın boyutunda dondurulmuş bir ödül modeli tamamlamaları eğitim GPU&apos;sunda puanlar: ağırlıkları ve mikro-batch başına bir ileri geçiş (model olarak verilen TRL reward_funcs, çevrimiçi DPO&apos;nun reward_model_path&apos;i). Kapalı: kural işlevleri ya da GPU dışında bir hakem</translation>
    </message>
    <message>
        <source>What the run optimises: supervised fine-tuning, a preference objective, a reward model, or reinforcement learning that generates completions (PPO, GRPO, RLOO, online DPO)</source>
        <translation>Eğitimin neyi optimize ettiği: denetimli ince ayar, bir tercih amacı, bir ödül modeli ya da tamamlamalar üreten pekiştirmeli öğrenme (PPO, GRPO, RLOO, çevrimiçi DPO)</translation>
    </message>
    <message>
        <source>Only with a low-precision recipe</source>
        <translation>Yalnızca düşük hassasiyet tarifiyle</translation>
    </message>
    <message>
        <source>FP&amp;8/FP4 training:</source>
        <translation>FP&amp;8/FP4 eğitimi:</translation>
    </message>
    <message>
        <source>Gather parameters in the recipe&apos;s format</source>
        <translation>Parametreleri tarifin biçiminde topla</translation>
    </message>
    <message>
        <source>FP8 or FP4 for the blocks&apos; linear layers, as Transformer Engine or torchao runs them; attention, embedding and LM head stay in the precision above. Only cards with the matching tensor cores run it: the plan says why the others do not</source>
        <translation>Blokların doğrusal katmanları için FP8 veya FP4, Transformer Engine ya da torchao&apos;nun çalıştırdığı gibi; dikkat, gömme ve LM başlığı yukarıdaki hassasiyette kalır. Yalnızca uygun tensör çekirdekli kartlar çalıştırır: plan diğerlerinin nedenini söyler</translation>
    </message>
    <message>
        <source>FSDP gathers the weights in the recipe&apos;s format (torchao enable_fsdp_float8_all_gather), or Megatron keeps them in it (--fp8-param-gather)</source>
        <translation>FSDP ağırlıkları tarifin biçiminde toplar (torchao enable_fsdp_float8_all_gather) veya Megatron onları bu biçimde tutar (--fp8-param-gather)</translation>
    </message>
    <message>
        <source>The optimizer stores its moments in its own format</source>
        <translation>Optimize edici momentlerini kendi biçiminde saklar</translation>
    </message>
    <message>
        <source>Only with a QAT scheme that scales weights in groups</source>
        <translation>Yalnızca ağırlıkları gruplar halinde ölçekleyen bir QAT şemasıyla</translation>
    </message>
    <message>
        <source>16-bit blocks at the start:</source>
        <translation>Baştaki 16 bit bloklar:</translation>
    </message>
    <message>
        <source>16-bit blocks at the end:</source>
        <translation>Sondaki 16 bit bloklar:</translation>
    </message>
    <message>
        <source>Quantization-aware training:</source>
        <translation>Nicemlemeye duyarlı eğitim:</translation>
    </message>
    <message>
        <source>QAT group size:</source>
        <translation>QAT grup boyutu:</translation>
    </message>
    <message>
        <source>The scheme&apos;s default</source>
        <translation>Şemanın varsayılanı</translation>
    </message>
    <message>
        <source>Optimizer state:</source>
        <translation>Optimize edici durumu:</translation>
    </message>
    <message>
        <source>The first blocks keep the precision above instead of the recipe (Megatron --num-layers-at-start-in-bf16)</source>
        <translation>İlk bloklar tarif yerine yukarıdaki hassasiyeti korur (Megatron --num-layers-at-start-in-bf16)</translation>
    </message>
    <message>
        <source>The last blocks keep the precision above instead of the recipe, as NVIDIA&apos;s NVFP4 recipe does for stability (Megatron --num-layers-at-end-in-bf16)</source>
        <translation>Son bloklar tarif yerine yukarıdaki hassasiyeti korur; NVIDIA&apos;nın NVFP4 tarifi bunu kararlılık için yapar (Megatron --num-layers-at-end-in-bf16)</translation>
    </message>
    <message>
        <source>The update rule and the state it keeps per weight (AdamW: two values). torchao&apos;s 8-bit, 4-bit and FP8 AdamW keep block-scaled moments and run on NVIDIA and AMD GPUs; bitsandbytes&apos; on NVIDIA GPUs and AMD&apos;s CDNA 2 and 3</source>
        <translation>Güncelleme kuralı ve ağırlık başına tuttuğu durum (AdamW: iki değer). torchao&apos;nun 8 bit, 4 bit ve FP8 AdamW&apos;si blok ölçekli momentler tutar ve NVIDIA ile AMD GPU&apos;larında çalışır; bitsandbytes&apos;ınkiler NVIDIA GPU&apos;larında ve AMD&apos;nin CDNA 2 ve 3&apos;ünde</translation>
    </message>
    <message>
        <source>The type the optimizer&apos;s moments are stored in. FP8 is Transformer Engine&apos;s FusedAdam (Megatron&apos;s precision-aware optimizer) and needs a GPU with FP8 (Ada, Hopper, Blackwell, CDNA 3)</source>
        <translation>Optimize edicinin momentlerinin saklandığı tür. FP8, Transformer Engine&apos;in FusedAdam&apos;ıdır (Megatron&apos;un hassasiyete duyarlı optimize edicisi) ve FP8&apos;li bir GPU gerektirir (Ada, Hopper, Blackwell, CDNA 3)</translation>
    </message>
    <message>
        <source>Fake quantization of the linear layers&apos; weights (and inputs) while the model trains in the precision above, as torchao runs it for torchtune, axolotl and Unsloth: the weights learn to survive quantization. Costs a copy of each weight until backward and passes over every weight in each forward; runs on every card</source>
        <translation>Model yukarıdaki hassasiyette eğitilirken doğrusal katmanların ağırlıklarının (ve girdilerinin) sahte nicemlenmesi; torchao bunu torchtune, axolotl ve Unsloth için böyle çalıştırır: ağırlıklar nicemlemeye dayanmayı öğrenir. Geri yayılıma kadar her ağırlığın bir kopyasına ve her ileri geçişte her ağırlık üzerinden geçişlere mal olur; her kartta çalışır</translation>
    </message>
    <message>
        <source>Weights per quantization scale (torchtune&apos;s groupsize, axolotl&apos;s group_size); it must divide the width of every linear layer</source>
        <translation>Nicemleme ölçeği başına ağırlık (torchtune&apos;un groupsize&apos;ı, axolotl&apos;un group_size&apos;ı); her doğrusal katmanın genişliğini bölmelidir</translation>
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
        <source>Memory</source>
        <translation>Bellek</translation>
    </message>
    <message>
        <source>What if</source>
        <translation>Ya şöyle olsaydı</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU&apos;lar</translation>
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
        <source>Imported %1</source>
        <translation>%1 içe aktarıldı</translation>
    </message>
    <message>
        <source>%1 parameters, %2 trainable</source>
        <translation>%1 parametre, %2 eğitilebilir</translation>
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
    <message>
        <source>&amp;Edit GPUs, providers and prices…</source>
        <translation>GPU&apos;ları, sağlayıcıları ve fiyatları &amp;düzenle…</translation>
    </message>
    <message>
        <source>C&amp;atalog</source>
        <translation>K&amp;atalog</translation>
    </message>
    <message>
        <source>%1 could not be read as a Hugging Face config.json: %2.</source>
        <translation>%1, Hugging Face config.json olarak okunamadı: %2.</translation>
    </message>
    <message>
        <source>Import training config</source>
        <translation>Eğitim yapılandırmasını içe aktar</translation>
    </message>
    <message>
        <source>Training configs (*.yaml *.yml *.json *.sh);;All files (*)</source>
        <translation>Eğitim yapılandırmaları (*.yaml *.yml *.json *.sh);;Tüm dosyalar (*)</translation>
    </message>
    <message>
        <source>&amp;Import training config…</source>
        <translation>Eğitim yapılandırmasını &amp;içe aktar…</translation>
    </message>
    <message>
        <source>Export &amp;training config…</source>
        <translation>Eğitim yapılandırmasını dışa ak&amp;tar…</translation>
    </message>
    <message>
        <source>%1 could not be imported: %2.</source>
        <translation>%1 içe aktarılamadı: %2.</translation>
    </message>
    <message>
        <source>Cannot import training config</source>
        <translation>Eğitim yapılandırması içe aktarılamıyor</translation>
    </message>
    <message>
        <source>Export training config</source>
        <translation>Eğitim yapılandırmasını dışa aktar</translation>
    </message>
    <message>
        <source>Cannot export training config</source>
        <translation>Eğitim yapılandırması dışa aktarılamıyor</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Dü&amp;zen</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Geri al</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Yinele</translation>
    </message>
    <message>
        <source>&amp;Update prices…</source>
        <translation>Fiyatları &amp;güncelle…</translation>
    </message>
    <message>
        <source>Prices are old: update…</source>
        <translation>Fiyatlar eski: güncelle…</translation>
    </message>
    <message>
        <source>Make it fit on %1</source>
        <translation>%1 üzerine sığdır</translation>
    </message>
    <message>
        <source>The catalog was changed elsewhere and has been reloaded.</source>
        <translation>Katalog başka bir yerde değiştirildi ve yeniden yüklendi.</translation>
    </message>
    <message>
        <source>&amp;Team catalog…</source>
        <translation>&amp;Ekip kataloğu…</translation>
    </message>
    <message>
        <source>Edits are shared with everyone who uses this team catalog.</source>
        <translation>Düzenlemeler bu ekip kataloğunu kullanan herkesle paylaşılır.</translation>
    </message>
    <message>
        <source>Use the setting of %1</source>
        <translation>%1 ayarını kullan</translation>
    </message>
    <message>
        <source>The job now runs: %1</source>
        <translation>İş artık şunu çalıştırıyor: %1</translation>
    </message>
    <message>
        <source>If the training runs from a folder above the config (the root of its repository), choose that folder: files the config names are then read from there too.</source>
        <translation>Eğitim yapılandırmanın üstündeki bir klasörden (deposunun kökünden) çalışıyorsa o klasörü seçin: yapılandırmanın adlandırdığı dosyalar o zaman oradan da okunur.</translation>
    </message>
    <message>
        <source>Choose the folder…</source>
        <translation>Klasörü seç…</translation>
    </message>
    <message>
        <source>Folder the training runs from</source>
        <translation>Eğitimin çalıştığı klasör</translation>
    </message>
    <message>
        <source>&amp;Model library…</source>
        <translation>&amp;Model kitaplığı…</translation>
    </message>
    <message>
        <source>Offers</source>
        <translation>Teklifler</translation>
    </message>
    <message>
        <source>&amp;New job</source>
        <translation>&amp;Yeni iş</translation>
    </message>
    <message>
        <source>&amp;Glossary…</source>
        <translation>&amp;Sözlük…</translation>
    </message>
    <message>
        <source>Stale: these results are for the last valid job. Fix %1 to update them.</source>
        <translation>Eski sonuçlar: bunlar son geçerli işe ait. Güncellemek için %1 alanını düzeltin.</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Geri al: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Yinele: %1</translation>
    </message>
    <message>
        <source>New job</source>
        <translation>Yeni iş</translation>
    </message>
    <message>
        <source>Make it fit on %1: %2</source>
        <translation>%1 üzerine sığdır: %2</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>%1 içe aktar</translation>
    </message>
    <message>
        <source>Imported %1: nothing changed</source>
        <translation>%1 içe aktarıldı: hiçbir şey değişmedi</translation>
    </message>
    <message>
        <source>Imported %1: %2</source>
        <translation>%1 içe aktarıldı: %2</translation>
    </message>
    <message>
        <source>Your &amp;runs and calibrations…</source>
        <translation>&amp;Çalıştırmalarınız ve kalibrasyonlar…</translation>
    </message>
    <message>
        <source>Use &amp;calibrations from your runs</source>
        <translation>Çalıştırmalarınızdaki &amp;kalibrasyonları kullan</translation>
    </message>
    <message>
        <source>&amp;Task:</source>
        <translation>&amp;Görev:</translation>
    </message>
    <message>
        <source>Language model</source>
        <translation>Dil modeli</translation>
    </message>
    <message>
        <source>Image generation</source>
        <translation>Görüntü üretimi</translation>
    </message>
    <message>
        <source>Video generation</source>
        <translation>Video üretimi</translation>
    </message>
    <message>
        <source>Change task</source>
        <translation>Görevi değiştir</translation>
    </message>
    <message>
        <source>the PDF could not be written</source>
        <translation>PDF yazılamadı</translation>
    </message>
    <message numerus="yes">
        <source>Imported %1 (%2): %n setting(s) read, the rest at the stack&apos;s defaults</source>
        <translation>
            <numerusform>%1 içe aktarıldı (%2): %n ayar okundu, gerisi yığının varsayılanlarında</numerusform>
        </translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::ModelLibraryDialog</name>
    <message>
        <source>Add config.json</source>
        <translation>config.json ekle</translation>
    </message>
    <message>
        <source>Model configurations (*.json)</source>
        <translation>Model yapılandırmaları (*.json)</translation>
    </message>
    <message>
        <source>Add a model folder</source>
        <translation>Model klasörü ekle</translation>
    </message>
    <message>
        <source>Fetch from Hugging Face</source>
        <translation>Hugging Face&apos;ten getir</translation>
    </message>
    <message>
        <source>Model id on the Hugging Face Hub (organisation/name):</source>
        <translation>Hugging Face Hub&apos;daki model kimliği (kuruluş/ad):</translation>
    </message>
    <message>
        <source>Downloading config.json … %1 bytes</source>
        <translation>config.json indiriliyor … %1 bayt</translation>
    </message>
    <message>
        <source>Reading the parameter count … %1 bytes</source>
        <translation>Parametre sayısı okunuyor … %1 bayt</translation>
    </message>
    <message>
        <source>Model library</source>
        <translation>Model kitaplığı</translation>
    </message>
    <message>
        <source>Add config.json…</source>
        <translation>config.json ekle…</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>Klasör ekle…</translation>
    </message>
    <message>
        <source>Fetch from Hugging Face…</source>
        <translation>Hugging Face&apos;ten getir…</translation>
    </message>
    <message>
        <source>Cancel download</source>
        <translation>İndirmeyi iptal et</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Kaldır</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Geri al</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Yinele</translation>
    </message>
    <message>
        <source>Downloads the model&apos;s config.json from huggingface.co (or $HF_ENDPOINT); for a gated model, set HF_TOKEN. Tunefit goes online only when you ask.</source>
        <translation>Modelin config.json dosyasını huggingface.co&apos;dan (ya da $HF_ENDPOINT adresinden) indirir; erişimi kısıtlı bir model için HF_TOKEN ayarlayın. Tunefit yalnızca siz istediğinizde internete bağlanır.</translation>
    </message>
    <message>
        <source>%1 was not added: %2</source>
        <translation>%1 eklenmedi: %2</translation>
    </message>
    <message>
        <source>%1 is a built-in model already.</source>
        <translation>%1 zaten yerleşik bir model.</translation>
    </message>
    <message>
        <source>Skipped %1: %2</source>
        <translation>%1 atlandı: %2</translation>
    </message>
    <message numerus="yes">
        <source>Added: %n model(s).</source>
        <translation>
            <numerusform>Eklenen: %n model.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not added: %1</source>
        <translation>Eklenmedi: %1</translation>
    </message>
    <message>
        <source>Fetching %1 …</source>
        <translation>%1 getiriliyor …</translation>
    </message>
    <message>
        <source>Not fetched: %1</source>
        <translation>Getirilemedi: %1</translation>
    </message>
    <message>
        <source>Added %1.</source>
        <translation>%1 eklendi.</translation>
    </message>
    <message>
        <source>Built-in models cannot be removed.</source>
        <translation>Yerleşik modeller kaldırılamaz.</translation>
    </message>
    <message>
        <source>Removed %1.</source>
        <translation>%1 kaldırıldı.</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::ModelLibraryModel</name>
    <message>
        <source>built-in</source>
        <translation>yerleşik</translation>
    </message>
    <message>
        <source>config.json unreadable: %1</source>
        <translation>config.json okunamıyor: %1</translation>
    </message>
    <message>
        <source>yours</source>
        <translation>sizin</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Kimlik</translation>
    </message>
    <message>
        <source>Hub id</source>
        <translation>Hub kimliği</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Aile</translation>
    </message>
    <message>
        <source>Parameters (B)</source>
        <translation>Parametre (milyar)</translation>
    </message>
    <message>
        <source>Origin</source>
        <translation>Köken</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Kaynak</translation>
    </message>
    <message>
        <source>%1 is the name of a built-in model; choose another.</source>
        <translation>%1 yerleşik bir modelin adı; başka bir ad seçin.</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::OffersModel</name>
    <message>
        <source>, </source>
        <translation>, </translation>
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
        <source>The planner&apos;s ranking for the chosen order</source>
        <translation>Seçilen sıralama için planlayıcının sırası</translation>
    </message>
    <message>
        <source>Memory needed per GPU and what stays free, in GiB</source>
        <translation>GPU başına gereken bellek ve boş kalan, GiB olarak</translation>
    </message>
    <message>
        <source>Wall time including startup and checkpoints</source>
        <translation>Başlangıç ve checkpoint&apos;ler dahil toplam süre</translation>
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
    <message>
        <source>Runs: %1</source>
        <translation>Çalıştırır: %1</translation>
    </message>
    <message>
        <source>What the offer runs: the job as set, or the changes that make it fit or run faster there</source>
        <translation>Teklifin çalıştırdığı: ayarlandığı gibi iş ya da orada sığmasını veya daha hızlı çalışmasını sağlayan değişiklikler</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>Ayar</translation>
    </message>
    <message>
        <source>%1 (calibrated)</source>
        <translation>%1 (kalibre)</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::OffersView</name>
    <message>
        <source>Filter by provider, instance, GPU or region</source>
        <translation>Sağlayıcı, örnek, GPU veya bölgeye göre süz</translation>
    </message>
    <message>
        <source>O&amp;rder:</source>
        <translation>Sı&amp;ralama:</translation>
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
        <source>Vendor:</source>
        <translation>Üretici:</translation>
    </message>
    <message>
        <source>Per-second b&amp;illing</source>
        <translation>Saniyelik &amp;faturalama</translation>
    </message>
    <message>
        <source>Spot a&amp;vailable</source>
        <translation>S&amp;pot mevcut</translation>
    </message>
    <message>
        <source>C&amp;ompare…</source>
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
    <message>
        <source>Edit this offer&apos;s price in the catalog…</source>
        <translation>Bu teklifin fiyatını katalogda düzenle…</translation>
    </message>
    <message>
        <source>Export training config for this offer…</source>
        <translation>Bu teklif için eğitim yapılandırmasını dışa aktar…</translation>
    </message>
    <message>
        <source>Use this offer&apos;s setting for the job</source>
        <translation>Bu teklifin ayarını iş için kullan</translation>
    </message>
    <message>
        <source>The order of the table; the scatter above it shows every offer that fits by cost and time</source>
        <translation>Tablonun sırası; üstündeki dağılım grafiği sığan her teklifi maliyet ve süreye göre gösterir</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <source>Offer %1</source>
        <translation>Teklif %1</translation>
    </message>
    <message>
        <source>%1 is no longer in the catalog; it is left out.</source>
        <translation>%1 artık katalogda yok; karşılaştırmaya alınmadı.</translation>
    </message>
    <message>
        <source>%1 no longer fits this job; its Fits row says why.</source>
        <translation>%1 artık bu işe sığmaz; nedenini «Sığar mı» satırı söyler.</translation>
    </message>
    <message>
        <source>Fits onl&amp;y</source>
        <translation>Yalnız sığan&amp;lar</translation>
    </message>
    <message>
        <source>Class:</source>
        <translation>Sınıf:</translation>
    </message>
    <message>
        <source>Persistent storage</source>
        <translation>Kalıcı depolama</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::PriceUpdateDialog</name>
    <message>
        <source>Update prices</source>
        <translation>Fiyatları güncelle</translation>
    </message>
    <message>
        <source>%1 — %2 (%3)</source>
        <translation>%1 — %2 (%3)</translation>
    </message>
    <message>
        <source>Download and preview</source>
        <translation>İndir ve önizle</translation>
    </message>
    <message>
        <source>Cancel download</source>
        <translation>İndirmeyi iptal et</translation>
    </message>
    <message>
        <source>never</source>
        <translation>hiçbir zaman</translation>
    </message>
    <message>
        <source> days</source>
        <translation> gün</translation>
    </message>
    <message>
        <source>Offer an update when the newest price is older than:</source>
        <translation>En yeni fiyat şundan eskiyse güncelleme öner:</translation>
    </message>
    <message>
        <source>Write the update</source>
        <translation>Güncellemeyi yaz</translation>
    </message>
    <message>
        <source>Downloading %1 (%2 of %3)…</source>
        <translation>%1 indiriliyor (%2/%3)…</translation>
    </message>
    <message>
        <source>Download cancelled; nothing was changed.</source>
        <translation>İndirme iptal edildi; hiçbir şey değiştirilmedi.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 new, %2 removed, %3 price up, %4 price down, %5 unchanged, %6 where your price differs from the source; %7 source lines not read.</source>
        <translation>%1 yeni, %2 kaldırılan, %3 fiyatı artan, %4 fiyatı düşen, %5 değişmeyen, %6 fiyatınızın kaynaktan farklı olduğu; %7 kaynak satırı okunamadı.</translation>
    </message>
    <message>
        <source>Nothing can be written while a chosen source could not be read; uncheck it and download again:</source>
        <translation>Seçilen bir kaynak okunamadığı sürece hiçbir şey yazılamaz; işaretini kaldırıp yeniden indirin:</translation>
    </message>
    <message>
        <source>Nothing is written until you press Write the update; then all of it at once.</source>
        <translation>&apos;Güncellemeyi yaz&apos;a basana kadar hiçbir şey yazılmaz; sonra hepsi bir kerede yazılır.</translation>
    </message>
    <message>
        <source>Nothing was written: %1</source>
        <translation>Hiçbir şey yazılmadı: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln offers with a doubtful price (marked) are held back: their old rows stay unless you tick Take it anyway.</source>
        <translation>
            <numerusform>Şüpheli fiyatlı %Ln teklif (işaretli) bekletiliyor: Yine de kabul et kutusunu işaretlemedikçe eski satırları kalır.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tick the price lists to download, then press Download and preview: only then does Tunefit go online. It shows what would change and writes nothing until you confirm. Prices you edited or added are kept unless you take the source&apos;s value row by row.</source>
        <translation>İndirilecek fiyat listelerini işaretleyin, ardından İndir ve önizle düğmesine basın: Tunefit ancak o zaman çevrimiçi olur. Neyin değişeceğini gösterir ve siz onaylayana kadar hiçbir şey yazmaz. Düzenlediğiniz veya eklediğiniz fiyatlar, satır satır kaynağın değerini seçmediğiniz sürece korunur.</translation>
    </message>
    <message>
        <source>No price list could be downloaded: none of the chosen sources answered. Check the internet connection or the proxy settings and press Download and preview again, or enter prices by hand in Catalog ▸ Edit GPUs, providers and prices.</source>
        <translation>Hiçbir fiyat listesi indirilemedi: seçilen kaynakların hiçbiri yanıt vermedi. İnternet bağlantısını veya proxy ayarlarını denetleyip İndir ve önizle düğmesine yeniden basın ya da fiyatları Katalog ▸ GPU&apos;ları, sağlayıcıları ve fiyatları düzenle bölümünde elle girin.</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::PriceUpdateModel</name>
    <message>
        <source>spot %1</source>
        <translation>spot %1</translation>
    </message>
    <message>
        <source>Line %1 not read</source>
        <translation>%1. satır okunamadı</translation>
    </message>
    <message>
        <source>Take the source&apos;s value instead of your own</source>
        <translation>Kendi değeriniz yerine kaynağın değerini alın</translation>
    </message>
    <message>
        <source>%1 %2 (%3 × %4)</source>
        <translation>%1 %2 (%3 × %4)</translation>
    </message>
    <message>
        <source>Take the source&apos;s value</source>
        <translation>Kaynağın değerini al</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Değişiklik</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>Teklif</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Bölge</translation>
    </message>
    <message>
        <source>Old price (USD/h)</source>
        <translation>Eski fiyat (USD/sa)</translation>
    </message>
    <message>
        <source>New price (USD/h)</source>
        <translation>Yeni fiyat (USD/sa)</translation>
    </message>
    <message>
        <source>Your edit</source>
        <translation>Düzenlemeniz</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Kaynak</translation>
    </message>
    <message>
        <source>The source&apos;s price is doubtful (%1): it is written only when you take it anyway</source>
        <translation>Kaynağın fiyatı şüpheli (%1): yalnızca yine de kabul ederseniz yazılır</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>change (doubt)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Take it anyway</source>
        <translation>Yine de kabul et</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::RunsDialog</name>
    <message>
        <source>Browse…</source>
        <translation>Gözat…</translation>
    </message>
    <message>
        <source>Add a run</source>
        <translation>Çalıştırma ekle</translation>
    </message>
    <message>
        <source>The job in the window: %1</source>
        <translation>Penceredeki iş: %1</translation>
    </message>
    <message>
        <source>A training config or Tunefit job file:</source>
        <translation>Bir eğitim yapılandırması veya Tunefit iş dosyası:</translation>
    </message>
    <message>
        <source>As the log names it</source>
        <translation>Günlüğün belirttiği gibi</translation>
    </message>
    <message>
        <source>As the log or the job says</source>
        <translation>Günlüğün veya işin belirttiği gibi</translation>
    </message>
    <message>
        <source>Training log:</source>
        <translation>Eğitim günlüğü:</translation>
    </message>
    <message>
        <source>Training log</source>
        <translation>Eğitim günlüğü</translation>
    </message>
    <message>
        <source>Job it ran:</source>
        <translation>Çalıştırdığı iş:</translation>
    </message>
    <message>
        <source>Training config</source>
        <translation>Eğitim yapılandırması</translation>
    </message>
    <message>
        <source>GPU:</source>
        <translation>GPU:</translation>
    </message>
    <message>
        <source>GPUs:</source>
        <translation>GPU sayısı:</translation>
    </message>
    <message>
        <source>Your runs</source>
        <translation>Çalıştırmalarınız</translation>
    </message>
    <message>
        <source>Runs you measured (drop a training log here to add one):</source>
        <translation>Ölçtüğünüz çalıştırmalar (eklemek için bir eğitim günlüğünü buraya bırakın):</translation>
    </message>
    <message>
        <source>Calibrations kept (used by every estimate, plan and report of jobs they apply to):</source>
        <translation>Tutulan kalibrasyonlar (uygulandıkları işlerin her tahmininde, planında ve raporunda kullanılır):</translation>
    </message>
    <message>
        <source>Add run…</source>
        <translation>Çalıştırma ekle…</translation>
    </message>
    <message>
        <source>Remove run</source>
        <translation>Çalıştırmayı kaldır</translation>
    </message>
    <message>
        <source>Keep as calibration</source>
        <translation>Kalibrasyon olarak tut</translation>
    </message>
    <message>
        <source>with its memory difference</source>
        <translation>bellek farkıyla birlikte</translation>
    </message>
    <message>
        <source>for every method on the GPU</source>
        <translation>GPU&apos;daki her yöntem için</translation>
    </message>
    <message>
        <source>Remove calibration</source>
        <translation>Kalibrasyonu kaldır</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Geri al</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Yinele</translation>
    </message>
    <message>
        <source>Scales the predicted time of jobs of this kind on this GPU by the run&apos;s measured over predicted rate, and adds its memory difference when asked.</source>
        <translation>Bu GPU&apos;daki bu türden işlerin tahmini süresini çalıştırmanın ölçülen/tahmini hız oranıyla ölçekler ve istenirse bellek farkını ekler.</translation>
    </message>
    <message>
        <source>No run yet: add one from its training log and the job it ran.</source>
        <translation>Henüz çalıştırma yok: eğitim günlüğünden ve çalıştırdığı işten bir tane ekleyin.</translation>
    </message>
    <message>
        <source>Added run %1.</source>
        <translation>%1 çalıştırması eklendi.</translation>
    </message>
    <message>
        <source>Not kept: %1</source>
        <translation>Tutulmadı: %1</translation>
    </message>
    <message>
        <source>Kept for %1: %2</source>
        <translation>%1 için tutuldu: %2</translation>
    </message>
    <message>
        <source>Removed run %1; calibrations kept from it stay until you remove them.</source>
        <translation>%1 çalıştırması kaldırıldı; ondan tutulan kalibrasyonlar siz kaldırana kadar kalır.</translation>
    </message>
    <message>
        <source>Removed the calibration of %1.</source>
        <translation>%1 kalibrasyonu kaldırıldı.</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::RunsModel</name>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Çalıştırma</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>Eklendi</translation>
    </message>
    <message>
        <source>What the log gave</source>
        <translation>Günlüğün verdiği</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::TeamCatalogDialog</name>
    <message>
        <source>Team catalog</source>
        <translation>Ekip kataloğu</translation>
    </message>
    <message>
        <source>A team catalog is one price list on a PostgreSQL server that everyone on the team plans with and edits. The local catalog of this computer stays as it is.</source>
        <translation>Ekip kataloğu, ekipteki herkesin plan yaparken kullandığı ve düzenlediği, bir PostgreSQL sunucusundaki tek fiyat listesidir. Bu bilgisayarın yerel kataloğu olduğu gibi kalır.</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Sunucu adı:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Veritabanı:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Kullanıcı:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Pa&amp;rola:</translation>
    </message>
    <message>
        <source>from ~/.pgpass or the service file</source>
        <translation>~/.pgpass veya servis dosyasından</translation>
    </message>
    <message>
        <source>The password is read from ~/.pgpass or your libpq service file. One typed here is used until Tunefit closes and is never saved.</source>
        <translation>Parola ~/.pgpass dosyasından veya libpq servis dosyanızdan okunur. Buraya yazılan parola Tunefit kapanana kadar kullanılır ve hiçbir zaman kaydedilmez.</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Bağlan</translation>
    </message>
    <message>
        <source>Use &amp;local catalog</source>
        <translation>&amp;Yerel kataloğu kullan</translation>
    </message>
    <message>
        <source>Enter the server&apos;s host name or address, for example db.example.com.</source>
        <translation>Sunucunun adını veya adresini girin, örneğin db.example.com.</translation>
    </message>
    <message>
        <source>A host name has only letters, digits, dots and hyphens; an address is written like 192.0.2.7 or 2001:db8::7.</source>
        <translation>Sunucu adında yalnızca harf, rakam, nokta ve tire bulunur; adres 192.0.2.7 veya 2001:db8::7 gibi yazılır.</translation>
    </message>
    <message>
        <source>The port is a whole number from 1 to 65535 (empty: PostgreSQL&apos;s usual %1).</source>
        <translation>Port 1 ile 65535 arasında bir tam sayıdır (boş: PostgreSQL&apos;in olağan %1 portu).</translation>
    </message>
    <message>
        <source>Enter the database that holds the team catalog.</source>
        <translation>Ekip kataloğunu barındıran veritabanını girin.</translation>
    </message>
    <message>
        <source>Enter the database role to connect as.</source>
        <translation>Bağlanılacak veritabanı rolünü girin.</translation>
    </message>
    <message>
        <source>PostgreSQL names are at most %1 bytes long.</source>
        <translation>PostgreSQL adları en fazla %1 bayt uzunluğundadır.</translation>
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
        <translation>Değişti&amp;r:</translation>
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
    <message>
        <source>Compare &amp;with:</source>
        <translation>&amp;Karşılaştır:</translation>
    </message>
    <message>
        <source>GPUs whose capacity is drawn beside the job&apos;s own GPU</source>
        <translation>Kapasitesi işin kendi GPU&apos;sunun yanında çizilen GPU&apos;lar</translation>
    </message>
    <message>
        <source>Does not fit, not even at 1 token</source>
        <translation>Sığmaz, 1 token&apos;da bile</translation>
    </message>
    <message>
        <source>Does not fit, not even at micro-batch 1</source>
        <translation>Sığmaz, mikro-batch 1&apos;de bile</translation>
    </message>
    <message>
        <source>%1 tokens or more</source>
        <translation>%1 token veya daha fazla</translation>
    </message>
    <message>
        <source>%1 or more</source>
        <translation>%1 veya daha fazla</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 token</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Kapasite</translation>
    </message>
    <message>
        <source>Longest sequence that fits</source>
        <translation>Sığan en uzun dizi</translation>
    </message>
    <message>
        <source>Largest micro-batch that fits</source>
        <translation>Sığan en büyük mikro-batch</translation>
    </message>
    <message>
        <source>%1 (this job)</source>
        <translation>%1 (bu iş)</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1 usable (%2 of %3 GiB)</source>
        <translation>%1 kullanılabilir (%3 GiB&apos;ın %2 GiB&apos;ı)</translation>
    </message>
</context>
</TS>
