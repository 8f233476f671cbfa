<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hi_IN">
<context>
    <name>AdviceWording</name>
    <message>
        <source>no checkpointing</source>
        <translation>चेकपॉइंटिंग के बिना</translation>
    </message>
    <message>
        <source>full checkpointing</source>
        <translation>पूर्ण चेकपॉइंटिंग</translation>
    </message>
    <message>
        <source>selective checkpointing</source>
        <translation>चयनात्मक चेकपॉइंटिंग</translation>
    </message>
    <message>
        <source>offloaded checkpointing</source>
        <translation>ऑफ़लोड की गई चेकपॉइंटिंग</translation>
    </message>
    <message>
        <source>op-level selective checkpointing</source>
        <translation>ऑप-स्तरीय चयनात्मक चेकपॉइंटिंग</translation>
    </message>
    <message>
        <source>FlashAttention</source>
        <translation>FlashAttention</translation>
    </message>
    <message>
        <source>SDPA attention</source>
        <translation>SDPA अटेंशन</translation>
    </message>
    <message>
        <source>eager attention</source>
        <translation>ईगर अटेंशन</translation>
    </message>
    <message>
        <source>standard loss</source>
        <translation>मानक लॉस</translation>
    </message>
    <message>
        <source>chunked loss</source>
        <translation>खंडित (चंक्ड) लॉस</translation>
    </message>
    <message>
        <source>fused loss</source>
        <translation>फ़्यूज़्ड लॉस</translation>
    </message>
    <message>
        <source>micro-batch %1 × accumulation %2</source>
        <translation>माइक्रो-बैच %1 × संचय %2</translation>
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
        <translation>समान समय</translation>
    </message>
    <message>
        <source>−%1% time</source>
        <translation>समय −%1%</translation>
    </message>
    <message>
        <source>+%1% time</source>
        <translation>समय +%1%</translation>
    </message>
    <message>
        <source>LoRA instead of full fine-tuning</source>
        <translation>पूर्ण फ़ाइन-ट्यूनिंग के बजाय LoRA</translation>
    </message>
    <message>
        <source>QLoRA instead of LoRA</source>
        <translation>LoRA के बजाय QLoRA</translation>
    </message>
    <message>
        <source>LoRA on the query and value projections only</source>
        <translation>केवल q और v प्रोजेक्शन पर LoRA</translation>
    </message>
    <message>
        <source>sequences of %1 tokens</source>
        <translation>%1 टोकन के सीक्वेंस</translation>
    </message>
    <message>
        <source>one sequence per optimizer step</source>
        <translation>प्रति ऑप्टिमाइज़र स्टेप एक सीक्वेंस</translation>
    </message>
    <message>
        <source>%1 (changes the training)</source>
        <translation>%1 (प्रशिक्षण बदलता है)</translation>
    </message>
    <message>
        <source>%1, with %2</source>
        <translation>%1, साथ में %2</translation>
    </message>
    <message>
        <source>Fits as set</source>
        <translation>जैसा सेट है वैसे ही समा जाता है</translation>
    </message>
    <message>
        <source>Fits with: %1</source>
        <translation>इनके साथ समा जाता है: %1</translation>
    </message>
    <message>
        <source>Does not fit: nearest is as set, %1</source>
        <translation>नहीं समाता: सबसे नज़दीकी वही है जैसा सेट है, %1</translation>
    </message>
    <message>
        <source>Does not fit: nearest is %1 with %2</source>
        <translation>नहीं समाता: सबसे नज़दीकी %2 के साथ %1 है</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>नहीं समाता</translation>
    </message>
    <message>
        <source>no model parallelism</source>
        <translation>कोई मॉडल पैरेललिज़्म नहीं</translation>
    </message>
    <message>
        <source>a model-parallel layout</source>
        <translation>एक मॉडल-पैरेलल लेआउट</translation>
    </message>
    <message>
        <source>as set</source>
        <comment>an offer runs the job exactly as the user set it</comment>
        <translation>जैसा सेट है</translation>
    </message>
    <message>
        <source>time not comparable: the job as set does not fit</source>
        <translation>समय की तुलना नहीं: जैसा सेट है वैसे जॉब नहीं समाता</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <comment>a change with its memory and time effect</comment>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <comment>a sharding with its offload</comment>
        <translation>%1, %2 के साथ</translation>
    </message>
    <message>
        <source>Cannot run the job&apos;s recipe: %1</source>
        <translation>जॉब की रेसिपी नहीं चला सकता: %1</translation>
    </message>
    <message>
        <source>Cannot run the job&apos;s recipe: %1 (memory: %2)</source>
        <translation>जॉब की रेसिपी नहीं चला सकता: %1 (मेमोरी: %2)</translation>
    </message>
    <message>
        <source>With %1: %2</source>
        <comment>a change of the numerics, its effect on the time</comment>
        <translation>%1 के साथ: %2</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <comment>the advice; a change of the numerics</comment>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>Cannot run the job&apos;s optimizer: %1</source>
        <translation>जॉब का ऑप्टिमाइज़र नहीं चल सकता: %1</translation>
    </message>
    <message>
        <source>Cannot run the job&apos;s optimizer: %1 (memory: %2)</source>
        <translation>जॉब का ऑप्टिमाइज़र नहीं चल सकता: %1 (मेमोरी: %2)</translation>
    </message>
    <message>
        <source>linears in %1 (changes the numerics)</source>
        <translation>लीनियर %1 में (संख्यात्मक व्यवहार बदलता है)</translation>
    </message>
</context>
<context>
    <name>CatalogCommand</name>
    <message>
        <source>name</source>
        <translation>नाम</translation>
    </message>
    <message>
        <source>bf16 TFLOPS</source>
        <translation>bf16 TFLOPS</translation>
    </message>
    <message>
        <source>BW GB/s</source>
        <comment>memory bandwidth</comment>
        <translation>बैंडविड्थ GB/s</translation>
    </message>
    <message>
        <source>origin</source>
        <comment>where the row comes from: built-in or user</comment>
        <translation>स्रोत</translation>
    </message>
    <message>
        <source>spot: yes</source>
        <translation>स्पॉट: हाँ</translation>
    </message>
    <message>
        <source>spot: no</source>
        <translation>स्पॉट: नहीं</translation>
    </message>
    <message>
        <source>egress: %1</source>
        <comment>USD per GB</comment>
        <translation>ईग्रेस: %1</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>provider</source>
        <translation>प्रदाता</translation>
    </message>
    <message>
        <source>instance</source>
        <translation>इंस्टेंस</translation>
    </message>
    <message>
        <source>gpus</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>region</source>
        <translation>क्षेत्र</translation>
    </message>
    <message>
        <source>USD/h</source>
        <translation>USD/घं.</translation>
    </message>
    <message>
        <source>USD/GPU-h</source>
        <translation>USD/GPU-घं.</translation>
    </message>
    <message>
        <source>spot/h</source>
        <translation>स्पॉट/घं.</translation>
    </message>
    <message>
        <source>as of</source>
        <translation>तारीख</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>बिना तारीख</translation>
    </message>
    <message>
        <source>Reset failed, nothing was changed: %1</source>
        <translation>रीसेट विफल रहा, कुछ नहीं बदला गया: %1</translation>
    </message>
    <message>
        <source>The catalog was reset to the built-in defaults, keeping the rows you added.</source>
        <translation>कैटलॉग को अंतर्निहित डिफ़ॉल्ट पर लौटा दिया गया, आपकी जोड़ी गई पंक्तियाँ रखी गईं।</translation>
    </message>
    <message>
        <source>The catalog was reset to the built-in defaults.</source>
        <translation>कैटलॉग को अंतर्निहित डिफ़ॉल्ट पर लौटा दिया गया।</translation>
    </message>
    <message>
        <source>--%1 needs a number &gt;= 0, not &quot;%2&quot;</source>
        <translation>--%1 को 0 या उससे बड़ी संख्या चाहिए, &quot;%2&quot; नहीं</translation>
    </message>
    <message>
        <source>Only GPUs/offers whose GPU name contains TEXT.</source>
        <translation>केवल वे GPU/ऑफ़र जिनके GPU नाम में TEXT हो।</translation>
    </message>
    <message>
        <source>list: only rows of providers whose name contains TEXT; import --table skypilot: the provider the file belongs to.</source>
        <translation>list: केवल उन प्रदाताओं की पंक्तियाँ जिनके नाम में TEXT हो; import --table skypilot: वह प्रदाता जिसकी यह फ़ाइल है।</translation>
    </message>
    <message>
        <source>Only offers with an on-demand price up to USD per GPU-hour.</source>
        <translation>केवल वे ऑफ़र जिनकी ऑन-डिमांड कीमत प्रति GPU-घंटा अधिकतम USD हो।</translation>
    </message>
    <message>
        <source>Print an array of JSON objects with the table&apos;s fields.</source>
        <translation>तालिका के फ़ील्ड वाले JSON ऑब्जेक्ट की सूची छापें।</translation>
    </message>
    <message>
        <source>What the imported file holds: gpus, providers, offers or skypilot.</source>
        <translation>आयात की गई फ़ाइल में क्या है: gpus, providers, offers या skypilot।</translation>
    </message>
    <message>
        <source>SkyPilot import: keep every region, not only the cheapest.</source>
        <translation>SkyPilot आयात: केवल सबसे सस्ता नहीं, हर क्षेत्र रखें।</translation>
    </message>
    <message>
        <source>Import: show the preview only.</source>
        <translation>आयात: केवल पूर्वावलोकन दिखाएँ।</translation>
    </message>
    <message>
        <source>Import: commit the valid rows even when some are rejected.</source>
        <translation>आयात: कुछ पंक्तियाँ अस्वीकृत हों तब भी मान्य पंक्तियाँ सहेजें।</translation>
    </message>
    <message>
        <source>Date for the stale-price check and SkyPilot rows (default: today).</source>
        <translation>पुरानी कीमत की जाँच और SkyPilot पंक्तियों की तारीख (डिफ़ॉल्ट: आज)।</translation>
    </message>
    <message>
        <source>Export: write to FILE instead of standard output.</source>
        <translation>निर्यात: मानक आउटपुट के बजाय FILE में लिखें।</translation>
    </message>
    <message>
        <source>Reset: keep the rows you added.</source>
        <translation>रीसेट: आपकी जोड़ी गई पंक्तियाँ रखें।</translation>
    </message>
    <message>
        <source>--today needs a date written YYYY-MM-DD.</source>
        <translation>--today को YYYY-MM-DD रूप में लिखी तारीख चाहिए।</translation>
    </message>
    <message>
        <source>Name a table: gpus, providers or offers.</source>
        <translation>एक तालिका बताएँ: gpus, providers या offers।</translation>
    </message>
    <message>
        <source>Name the file to import.</source>
        <translation>आयात की जाने वाली फ़ाइल बताएँ।</translation>
    </message>
    <message>
        <source>--table must be gpus, providers, offers or skypilot.</source>
        <translation>--table का मान gpus, providers, offers या skypilot होना चाहिए।</translation>
    </message>
    <message>
        <source>A SkyPilot file does not name its cloud: add --provider NAME (e.g. Lambda).</source>
        <translation>SkyPilot फ़ाइल में उसके क्लाउड का नाम नहीं होता: --provider NAME जोड़ें (जैसे Lambda)।</translation>
    </message>
    <message>
        <source>Unknown action &quot;%1&quot;.</source>
        <translation>अज्ञात कार्य &quot;%1&quot;।</translation>
    </message>
    <message>
        <source>list, import, export, reset, sources or update</source>
        <translation>list, import, export, reset, sources या update</translation>
    </message>
    <message>
        <source>sources add: the file&apos;s format, skypilot (a SkyPilot vms.csv) or tunefit (offers CSV).</source>
        <translation>sources add: फ़ाइल का फ़ॉर्मैट, skypilot (SkyPilot की vms.csv) या tunefit (ऑफ़र CSV)।</translation>
    </message>
    <message>
        <source>sources add: the SkyPilot catalog version of the file, e.g. v9.</source>
        <translation>sources add: फ़ाइल का SkyPilot कैटलॉग संस्करण, जैसे v9।</translation>
    </message>
    <message>
        <source>update: read only this price source (may be repeated; default: all).</source>
        <translation>update: केवल यह मूल्य स्रोत पढ़ें (दोहराया जा सकता है; डिफ़ॉल्ट: सभी)।</translation>
    </message>
    <message>
        <source>update: give up on a source after SECONDS (default 60).</source>
        <translation>update: SECONDS सेकंड बाद स्रोत को छोड़ दें (डिफ़ॉल्ट 60)।</translation>
    </message>
    <message>
        <source>Name price sources with --source NAME.</source>
        <translation>मूल्य स्रोतों को --source NAME से बताएँ।</translation>
    </message>
    <message>
        <source>Name an action: list, import, export, reset, sources or update.</source>
        <translation>कोई क्रिया बताएँ: list, import, export, reset, sources या update।</translation>
    </message>
    <message>
        <source>--timeout needs a whole number of seconds from 1 to 3600.</source>
        <translation>--timeout को 1 से 3600 तक सेकंड की पूर्ण संख्या चाहिए।</translation>
    </message>
    <message>
        <source>Catalog database file, or a team catalog as postgresql://user@host:port/database (default: the user&apos;s own).</source>
        <translation>कैटलॉग डेटाबेस फ़ाइल, या postgresql://user@host:port/database के रूप में टीम कैटलॉग (डिफ़ॉल्ट: उपयोगकर्ता का अपना)।</translation>
    </message>
    <message>
        <source>memory GiB</source>
        <translation>मेमोरी GiB</translation>
    </message>
    <message>
        <source>Only GPUs (and their offers) with at least GiB of memory, as the driver reports it.</source>
        <translation>केवल वे GPU (और उनके ऑफ़र) जिनमें ड्राइवर के अनुसार कम से कम GiB मेमोरी हो।</translation>
    </message>
    <message>
        <source>The local catalog of GPUs, cloud providers and priced offers.

  catalog list gpus|providers|offers [--gpu TEXT] [--provider TEXT] [--max-price USD] [--min-memory GiB] [--json]
  catalog import FILE --table gpus|providers|offers|skypilot [--provider NAME] [--all-regions] [--dry-run]
  catalog export gpus|providers|offers [--out FILE]
  catalog reset [--keep-user-rows]
  catalog sources list|add NAME URL --format skypilot|tunefit --provider PROVIDER [--catalog-version V]|remove NAME
  catalog update [--source NAME]... [--dry-run] [--take-doubtful-prices] [--json] [--timeout SECONDS]</source>
        <translation>GPU, क्लाउड प्रदाताओं और कीमत वाले ऑफ़र का स्थानीय कैटलॉग।

  catalog list gpus|providers|offers [--gpu TEXT] [--provider TEXT] [--max-price USD] [--min-memory GiB] [--json]
  catalog import FILE --table gpus|providers|offers|skypilot [--provider NAME] [--all-regions] [--dry-run]
  catalog export gpus|providers|offers [--out FILE]
  catalog reset [--keep-user-rows]
  catalog sources list|add NAME URL --format skypilot|tunefit --provider PROVIDER [--catalog-version V]|remove NAME
  catalog update [--source NAME]... [--dry-run] [--take-doubtful-prices] [--json] [--timeout SECONDS]</translation>
    </message>
    <message>
        <source>update: write doubtful prices too (zero, under 0.01 or over 100 USD per GPU-hour, or changed by more than 10 times).</source>
        <translation>update: संदिग्ध मूल्य भी लिखें (शून्य, प्रति GPU-घंटा 0.01 USD से कम या 100 USD से अधिक, या 10 गुना से अधिक बदले हुए)।</translation>
    </message>
    <message>
        <source>reset takes no argument; unexpected &quot;%1&quot;.</source>
        <translation>reset कोई तर्क नहीं लेता; अनपेक्षित &quot;%1&quot;।</translation>
    </message>
    <message>
        <source>software</source>
        <comment>attention kernels, quantization library, FP8/FP4 formats</comment>
        <translation>सॉफ़्टवेयर</translation>
    </message>
</context>
<context>
    <name>CatalogImport</name>
    <message>
        <source>line %1: warning: %2</source>
        <translation>पंक्ति %1: चेतावनी: %2</translation>
    </message>
    <message>
        <source>Preview: %1 to add, %2 to update, %3 unchanged, %4 rejected, %5 skipped</source>
        <translation>पूर्वावलोकन: %1 जोड़ी जाएँगी, %2 अपडेट होंगी, %3 अपरिवर्तित, %4 अस्वीकृत, %5 छोड़ी गईं</translation>
    </message>
    <message>
        <source>line %1: rejected: %2</source>
        <translation>पंक्ति %1: अस्वीकृत: %2</translation>
    </message>
    <message>
        <source>Dry run: nothing was written.</source>
        <translation>ड्राई रन: कुछ भी नहीं लिखा गया।</translation>
    </message>
    <message>
        <source>Nothing was imported because rows were rejected. Fix them, or use --skip-rejected to import the other rows.</source>
        <translation>कुछ पंक्तियाँ अस्वीकृत होने के कारण कुछ भी आयात नहीं हुआ। उन्हें ठीक करें, या बाकी पंक्तियाँ आयात करने के लिए --skip-rejected का उपयोग करें।</translation>
    </message>
    <message>
        <source>Import failed, nothing was changed: %1</source>
        <translation>आयात विफल रहा, कुछ नहीं बदला गया: %1</translation>
    </message>
    <message numerus="yes">
        <source>Imported: %n rows written in %1 ms.</source>
        <translation>
            <numerusform>आयात हुआ: %1 ms में %n पंक्तियाँ लिखी गईं।</numerusform>
            <numerusform>आयात हुआ: %1 ms में %n पंक्तियाँ लिखी गईं।</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CatalogWording</name>
    <message>
        <source>Vendor</source>
        <translation>निर्माता</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>नाम</translation>
    </message>
    <message>
        <source>Memory (GB)</source>
        <translation>मेमोरी (GB)</translation>
    </message>
    <message>
        <source>Memory type</source>
        <translation>मेमोरी प्रकार</translation>
    </message>
    <message>
        <source>Memory bandwidth (GB/s)</source>
        <translation>मेमोरी बैंडविड्थ (GB/s)</translation>
    </message>
    <message>
        <source>bf16 TFLOPS (dense)</source>
        <translation>bf16 TFLOPS (डेंस)</translation>
    </message>
    <message>
        <source>fp16 TFLOPS (dense)</source>
        <translation>fp16 TFLOPS (डेंस)</translation>
    </message>
    <message>
        <source>fp8 TFLOPS (dense)</source>
        <translation>fp8 TFLOPS (डेंस)</translation>
    </message>
    <message>
        <source>int8 TOPS (dense)</source>
        <translation>int8 TOPS (डेंस)</translation>
    </message>
    <message>
        <source>tf32 TFLOPS (dense)</source>
        <translation>tf32 TFLOPS (डेंस)</translation>
    </message>
    <message>
        <source>fp32 TFLOPS</source>
        <translation>fp32 TFLOPS</translation>
    </message>
    <message>
        <source>Supports bf16</source>
        <translation>bf16 समर्थन</translation>
    </message>
    <message>
        <source>Supports fp8</source>
        <translation>fp8 समर्थन</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>आर्किटेक्चर</translation>
    </message>
    <message>
        <source>Tensor core generation</source>
        <translation>टेंसर कोर पीढ़ी</translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation>इंटरकनेक्ट</translation>
    </message>
    <message>
        <source>Interconnect bandwidth per GPU (GB/s)</source>
        <translation>प्रति GPU इंटरकनेक्ट बैंडविड्थ (GB/s)</translation>
    </message>
    <message>
        <source>Power (TDP, W)</source>
        <translation>बिजली खपत (TDP, W)</translation>
    </message>
    <message>
        <source>Form factor</source>
        <translation>फ़ॉर्म फ़ैक्टर</translation>
    </message>
    <message>
        <source>Release year</source>
        <translation>रिलीज़ वर्ष</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>श्रेणी</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>स्रोत</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>सत्यापन</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>टिप्पणियाँ</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>तारीख</translation>
    </message>
    <message>
        <source>Website</source>
        <translation>वेबसाइट</translation>
    </message>
    <message>
        <source>Billing granularity</source>
        <translation>बिलिंग की इकाई (जैसी प्रकाशित)</translation>
    </message>
    <message>
        <source>Billing unit</source>
        <translation>बिलिंग इकाई</translation>
    </message>
    <message>
        <source>Minimum billed time (s)</source>
        <translation>न्यूनतम बिल किया गया समय (s)</translation>
    </message>
    <message>
        <source>Spot available</source>
        <translation>स्पॉट उपलब्ध</translation>
    </message>
    <message>
        <source>Spot notes</source>
        <translation>स्पॉट टिप्पणियाँ</translation>
    </message>
    <message>
        <source>Spot interruptions per hour</source>
        <translation>प्रति घंटा स्पॉट रुकावटें</translation>
    </message>
    <message>
        <source>Persistent storage</source>
        <translation>स्थायी स्टोरेज</translation>
    </message>
    <message>
        <source>Storage price (as published)</source>
        <translation>स्टोरेज कीमत (जैसी प्रकाशित)</translation>
    </message>
    <message>
        <source>Storage (USD per GB-month)</source>
        <translation>स्टोरेज (USD प्रति GB-माह)</translation>
    </message>
    <message>
        <source>Egress price (as published)</source>
        <translation>ईग्रेस कीमत (जैसी प्रकाशित)</translation>
    </message>
    <message>
        <source>Egress (USD per GB)</source>
        <translation>ईग्रेस (USD प्रति GB)</translation>
    </message>
    <message>
        <source>SSH access</source>
        <translation>SSH पहुँच</translation>
    </message>
    <message>
        <source>Docker images</source>
        <translation>Docker इमेज</translation>
    </message>
    <message>
        <source>Jupyter</source>
        <translation>Jupyter</translation>
    </message>
    <message>
        <source>Multi-node interconnect</source>
        <translation>मल्टी-नोड इंटरकनेक्ट</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>क्षेत्र</translation>
    </message>
    <message>
        <source>Offer ID</source>
        <translation>ऑफ़र ID</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>प्रदाता</translation>
    </message>
    <message>
        <source>Sold via</source>
        <translation>के माध्यम से बिक्री</translation>
    </message>
    <message>
        <source>Instance type</source>
        <translation>इंस्टेंस प्रकार</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPU label (as published)</source>
        <translation>GPU लेबल (जैसा प्रकाशित)</translation>
    </message>
    <message>
        <source>Number of GPUs</source>
        <translation>GPU की संख्या</translation>
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
        <translation>क्षेत्र</translation>
    </message>
    <message>
        <source>On-demand price (USD/hour)</source>
        <translation>ऑन-डिमांड कीमत (USD/घंटा)</translation>
    </message>
    <message>
        <source>Spot price (USD/hour)</source>
        <translation>स्पॉट कीमत (USD/घंटा)</translation>
    </message>
    <message>
        <source>On-demand price per GPU (USD/hour)</source>
        <translation>प्रति GPU ऑन-डिमांड कीमत (USD/घंटा)</translation>
    </message>
    <message>
        <source>Spot price per GPU (USD/hour)</source>
        <translation>प्रति GPU स्पॉट कीमत (USD/घंटा)</translation>
    </message>
    <message>
        <source>Price scope</source>
        <translation>कीमत में क्या शामिल है</translation>
    </message>
    <message>
        <source>Source commit</source>
        <translation>स्रोत कमिट</translation>
    </message>
    <message>
        <source>Source file</source>
        <translation>स्रोत फ़ाइल</translation>
    </message>
    <message>
        <source>Pricing page</source>
        <translation>कीमत पृष्ठ</translation>
    </message>
    <message>
        <source>Date basis</source>
        <translation>तारीख का आधार</translation>
    </message>
    <message>
        <source>%1 is required</source>
        <translation>%1 ज़रूरी है</translation>
    </message>
    <message>
        <source>%1 must be a memory size above 0 (got %2)</source>
        <translation>%1 को 0 से अधिक मेमोरी आकार होना चाहिए (मिला %2)</translation>
    </message>
    <message>
        <source>%1 must be a count above 0 (got %2)</source>
        <translation>%1 को 0 से अधिक गिनती होना चाहिए (मिला %2)</translation>
    </message>
    <message>
        <source>%1 must be above 0 (got %2)</source>
        <translation>%1 को 0 से अधिक होना चाहिए (मिला %2)</translation>
    </message>
    <message>
        <source>%1 must not be negative (got %2)</source>
        <translation>%1 ऋणात्मक नहीं होना चाहिए (मिला %2)</translation>
    </message>
    <message>
        <source>%1 must be a finite number (got %2)</source>
        <translation>%1 को सीमित संख्या होना चाहिए (मिला %2)</translation>
    </message>
    <message>
        <source>%1 is a negative price (%2)</source>
        <translation>%1 ऋणात्मक कीमत है (%2)</translation>
    </message>
    <message>
        <source>%1 is not a finite price (%2)</source>
        <translation>%1 सीमित कीमत नहीं है (%2)</translation>
    </message>
    <message>
        <source>the offer has neither an on-demand nor a spot price</source>
        <translation>ऑफ़र की न ऑन-डिमांड कीमत है, न स्पॉट कीमत</translation>
    </message>
    <message>
        <source>GPU &quot;%2&quot; is not in the catalog&apos;s GPU table</source>
        <translation>GPU &quot;%2&quot; कैटलॉग की GPU तालिका में नहीं है</translation>
    </message>
    <message>
        <source>accelerator label &quot;%2&quot; does not match any known GPU</source>
        <translation>एक्सेलरेटर लेबल &quot;%2&quot; किसी ज्ञात GPU से मेल नहीं खाता</translation>
    </message>
    <message>
        <source>provider &quot;%2&quot; is not in the catalog&apos;s provider table</source>
        <translation>प्रदाता &quot;%2&quot; कैटलॉग की प्रदाता तालिका में नहीं है</translation>
    </message>
    <message>
        <source>the spot price %2 is above the on-demand price</source>
        <translation>स्पॉट कीमत %2 ऑन-डिमांड कीमत से अधिक है</translation>
    </message>
    <message>
        <source>the price dates from %2, more than 90 days ago</source>
        <translation>कीमत %2 की है, 90 दिन से भी पुरानी</translation>
    </message>
    <message>
        <source>the price has no date</source>
        <translation>कीमत की कोई तारीख नहीं है</translation>
    </message>
    <message>
        <source>%1 is not a date written YYYY-MM-DD (%2)</source>
        <translation>%1, YYYY-MM-DD रूप में लिखी तारीख नहीं है (%2)</translation>
    </message>
    <message>
        <source>%1 is not a number (%2)</source>
        <translation>%1 संख्या नहीं है (%2)</translation>
    </message>
    <message>
        <source>%1 is not true/false or yes/no (%2)</source>
        <translation>%1, true/false या yes/no नहीं है (%2)</translation>
    </message>
    <message>
        <source>%1 has an unknown value (%2)</source>
        <translation>%1 का मान अज्ञात है (%2)</translation>
    </message>
    <message>
        <source>the line has %2 fields, not as many as the header</source>
        <translation>पंक्ति में %2 फ़ील्ड हैं, हेडर जितने नहीं</translation>
    </message>
    <message>
        <source>the same row appears earlier in the file</source>
        <translation>यही पंक्ति फ़ाइल में पहले भी आ चुकी है</translation>
    </message>
    <message>
        <source>Local catalog</source>
        <translation>स्थानीय कैटलॉग</translation>
    </message>
    <message>
        <source>Team catalog: %1 on %2</source>
        <extracomment>%1 is the database, %2 the server&apos;s host name</extracomment>
        <translation>टीम कैटलॉग: %2 पर %1</translation>
    </message>
    <message>
        <source>Team catalog offline — using the snapshot of %1</source>
        <translation>टीम कैटलॉग ऑफ़लाइन — %1 का स्नैपशॉट उपयोग में</translation>
    </message>
    <message>
        <source>Built-in catalog (read-only)</source>
        <translation>अंतर्निहित कैटलॉग (केवल पढ़ने के लिए)</translation>
    </message>
    <message>
        <source>Prices from the local catalog of this computer.</source>
        <translation>कीमतें इस कंप्यूटर के स्थानीय कैटलॉग से।</translation>
    </message>
    <message>
        <source>Prices from the team catalog %1 on %2.</source>
        <translation>कीमतें %2 पर टीम कैटलॉग %1 से।</translation>
    </message>
    <message>
        <source>Prices from the offline snapshot of the team catalog %1 on %2, taken %3: the server could not be reached, so later changes of the team are not included.</source>
        <translation>कीमतें %2 पर टीम कैटलॉग %1 के ऑफ़लाइन स्नैपशॉट से, जो %3 को लिया गया: सर्वर तक पहुँचा नहीं जा सका, इसलिए टीम के बाद के बदलाव शामिल नहीं हैं।</translation>
    </message>
    <message>
        <source>Prices from the built-in catalog.</source>
        <translation>कीमतें अंतर्निहित कैटलॉग से।</translation>
    </message>
    <message>
        <source>The team catalog is offline: its rows cannot be changed until the server is back (Tunefit reconnects on its own). Plans still use the snapshot. Your jobs stay yours to edit and save; for prices of your own, switch to the local catalog (Catalog &gt; Team catalog… &gt; Use local catalog).</source>
        <translation>टीम कैटलॉग ऑफ़लाइन है: सर्वर लौटने तक इसकी पंक्तियाँ बदली नहीं जा सकतीं (Tunefit अपने आप फिर से जुड़ जाता है)। योजनाएँ अब भी स्नैपशॉट का उपयोग करती हैं। आपके जॉब आपके हैं, उन्हें बदलें और सहेजें; अपनी कीमतों के लिए स्थानीय कैटलॉग पर जाएँ (कैटलॉग &gt; टीम कैटलॉग… &gt; स्थानीय कैटलॉग उपयोग करें)।</translation>
    </message>
    <message>
        <source>Memory as the driver reports it (MiB)</source>
        <translation>ड्राइवर द्वारा बताई गई मेमोरी (MiB)</translation>
    </message>
    <message>
        <source>Source of the driver&apos;s memory figure</source>
        <translation>ड्राइवर के मेमोरी आँकड़े का स्रोत</translation>
    </message>
    <message>
        <source>Inter-node network</source>
        <translation>इंस्टेंस के बीच नेटवर्क</translation>
    </message>
    <message>
        <source>Inter-node bandwidth per GPU (Gb/s)</source>
        <translation>प्रति GPU इंस्टेंस-के-बीच बैंडविड्थ (Gb/s)</translation>
    </message>
    <message>
        <source>Inter-node network reaches</source>
        <translation>इंस्टेंस के बीच नेटवर्क किन तक</translation>
    </message>
    <message>
        <source>Inter-node network source</source>
        <translation>इंस्टेंस के बीच नेटवर्क का स्रोत</translation>
    </message>
    <message>
        <source>Inter-node network as of</source>
        <translation>इंस्टेंस के बीच नेटवर्क की तारीख</translation>
    </message>
    <message>
        <source>Cluster product</source>
        <translation>क्लस्टर उत्पाद</translation>
    </message>
    <message>
        <source>%1 is more than 1.1 times the marketed memory (got %2)</source>
        <translation>%1 विज्ञापित मेमोरी के 1.1 गुना से अधिक है (मिला %2)</translation>
    </message>
    <message>
        <source>%1 (%2) needs an inter-node network of the offer&apos;s own</source>
        <translation>%1 (%2) के लिए ऑफ़र का अपना इंस्टेंस-के-बीच नेटवर्क चाहिए</translation>
    </message>
    <message>
        <source>%1 has an unknown value (%2); allowed: %3</source>
        <translation>%1 का मान अज्ञात है (%2); मान्य: %3</translation>
    </message>
    <message>
        <source>%1 is too large (%2); at most %3</source>
        <translation>%1 बहुत बड़ा है (%2); अधिकतम %3</translation>
    </message>
    <message>
        <source>fp4 TFLOPS (dense)</source>
        <translation>fp4 TFLOPS (डेंस)</translation>
    </message>
    <message>
        <source>GPUs joined by the interconnect</source>
        <translation>इंटरकनेक्ट से जुड़े GPU</translation>
    </message>
    <message>
        <source>%1 (%2) is below the card&apos;s fp8 rate; FP4 runs at least as fast as FP8</source>
        <translation>%1 (%2) कार्ड की fp8 दर से कम है; FP4 कम से कम FP8 जितना तेज़ चलता है</translation>
    </message>
</context>
<context>
    <name>CliSupport</name>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 पढ़ी नहीं जा सकी: %2</translation>
    </message>
    <message>
        <source>group</source>
        <comment>validation table: the rows&apos; group (method, GPU)</comment>
        <translation>समूह</translation>
    </message>
    <message>
        <source>n</source>
        <comment>validation table: number of cases</comment>
        <translation>n</translation>
    </message>
    <message>
        <source>med|%|</source>
        <comment>validation table: median absolute error in percent</comment>
        <translation>माध्य|%|</translation>
    </message>
    <message>
        <source>p90|%|</source>
        <comment>validation table: 90th percentile absolute error in percent</comment>
        <translation>p90|%|</translation>
    </message>
    <message>
        <source>bias%</source>
        <comment>validation table: mean signed error in percent</comment>
        <translation>झुकाव%</translation>
    </message>
    <message>
        <source>Exit codes: 0 success (the job fits, an offer fits); 1 a negative answer (does not fit, no offer fits, rows of an imported file were rejected); 2 bad input or usage; 3 a file or the catalog could not be read or written.
</source>
        <translation>निकास कोड: 0 सफलता (जॉब समा जाता है, कोई ऑफ़र समा जाता है); 1 नकारात्मक उत्तर (नहीं समाता, कोई ऑफ़र नहीं समाता, आयातित फ़ाइल की पंक्तियाँ अस्वीकृत हुईं); 2 गलत इनपुट या उपयोग; 3 कोई फ़ाइल या कैटलॉग पढ़ा या लिखा नहीं जा सका।
</translation>
    </message>
    <message>
        <source>Run &apos;tunefit %1 --help&apos; for the usage.</source>
        <translation>उपयोग के लिए &apos;tunefit %1 --help&apos; चलाएँ।</translation>
    </message>
</context>
<context>
    <name>CostTimeChart</name>
    <message>
        <source>%1, logarithmic</source>
        <translation>%1, लघुगणकीय</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>two picks on one point</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Cheapest</source>
        <translation>सबसे सस्ता</translation>
    </message>
    <message>
        <source>Fastest</source>
        <translation>सबसे तेज़</translation>
    </message>
    <message>
        <source>Best value</source>
        <translation>सबसे किफ़ायती</translation>
    </message>
    <message>
        <source>Total cost (USD)</source>
        <translation>कुल लागत (USD)</translation>
    </message>
    <message>
        <source>Wall time (hours)</source>
        <translation>कुल समय (घंटे)</translation>
    </message>
    <message>
        <source>Offers that fit</source>
        <translation>जिन ऑफ़र में समा जाता है</translation>
    </message>
    <message>
        <source>Cost–time front (no offer is both cheaper and faster)</source>
        <translation>लागत–समय सीमा (कोई ऑफ़र सस्ता और तेज़ दोनों नहीं)</translation>
    </message>
    <message>
        <source>Selected offer</source>
        <translation>चुना गया ऑफ़र</translation>
    </message>
    <message>
        <source>At risk (ranked after, off the front)</source>
        <translation>जोखिम वाले (बाद में, फ़्रंट से बाहर)</translation>
    </message>
</context>
<context>
    <name>DiffusionCommand</name>
    <message>
        <source>Read the job from an ai-toolkit, kohya sd-scripts, musubi-tuner, SimpleTuner or diffusers training config; other options change it.</source>
        <translation>जॉब को ai-toolkit, kohya sd-scripts, musubi-tuner, SimpleTuner या diffusers के ट्रेनिंग कॉन्फ़िग से पढ़ें; बाकी विकल्प उसे बदलते हैं।</translation>
    </message>
    <message>
        <source>Write the job as a config of ai-toolkit, kohya, musubi or simpletuner to --out.</source>
        <translation>जॉब को ai-toolkit, kohya, musubi या simpletuner के कॉन्फ़िग के रूप में --out में लिखें।</translation>
    </message>
    <message>
        <source>The file --export writes.</source>
        <translation>वह फ़ाइल जिसमें --export लिखता है।</translation>
    </message>
    <message>
        <source>List the denoisers of the library.</source>
        <translation>लाइब्रेरी के डीनॉइज़र सूचीबद्ध करें।</translation>
    </message>
    <message>
        <source>lora (default), lokr or full.</source>
        <translation>lora (डिफ़ॉल्ट), lokr या full।</translation>
    </message>
    <message>
        <source>Adapter rank (default 16).</source>
        <translation>एडैप्टर की रैंक (डिफ़ॉल्ट 16)।</translation>
    </message>
    <message>
        <source>A full fine-tune keeps FP32 weights (mixed precision).</source>
        <translation>पूर्ण फ़ाइन-ट्यून FP32 वेट रखता है (मिश्रित प्रिसिज़न)।</translation>
    </message>
    <message>
        <source>Training resolution, W×H or one side (default: the model&apos;s).</source>
        <translation>ट्रेनिंग रेज़ोल्यूशन, W×H या एक भुजा (डिफ़ॉल्ट: मॉडल का)।</translation>
    </message>
    <message>
        <source>Frames per clip, video models (default: the model&apos;s).</source>
        <translation>प्रति क्लिप फ़्रेम, वीडियो मॉडल (डिफ़ॉल्ट: मॉडल के)।</translation>
    </message>
    <message>
        <source>Samples per GPU per step (default 1).</source>
        <translation>प्रति GPU प्रति स्टेप सैंपल (डिफ़ॉल्ट 1)।</translation>
    </message>
    <message>
        <source>Gradient accumulation steps (default 1).</source>
        <translation>ग्रेडिएंट संचय स्टेप (डिफ़ॉल्ट 1)।</translation>
    </message>
    <message>
        <source>The frozen denoiser&apos;s storage: bf16 (default), fp16, fp8, int8, nf4.</source>
        <translation>स्थिर डीनॉइज़र का भंडारण: bf16 (डिफ़ॉल्ट), fp16, fp8, int8, nf4।</translation>
    </message>
    <message>
        <source>gpu, cached (default: outputs cached before training) or offload.</source>
        <translation>gpu, cached (डिफ़ॉल्ट: आउटपुट ट्रेनिंग से पहले कैश) या offload।</translation>
    </message>
    <message>
        <source>bf16 (default), fp8, int8 or nf4.</source>
        <translation>bf16 (डिफ़ॉल्ट), fp8, int8 या nf4।</translation>
    </message>
    <message>
        <source>gpu or cached (default: latents cached).</source>
        <translation>gpu या cached (डिफ़ॉल्ट: लेटेंट कैश)।</translation>
    </message>
    <message>
        <source>Train without gradient checkpointing.</source>
        <translation>ग्रेडिएंट चेकपॉइंटिंग के बिना ट्रेन करें।</translation>
    </message>
    <message>
        <source>Blocks kept in CPU RAM (musubi-tuner, kohya).</source>
        <translation>CPU RAM में रखे गए ब्लॉक (musubi-tuner, kohya)।</translation>
    </message>
    <message>
        <source>Data-parallel GPUs (default 1).</source>
        <translation>डेटा-पैरेलल GPU (डिफ़ॉल्ट 1)।</translation>
    </message>
    <message>
        <source>Optimizer steps (default 2,000).</source>
        <translation>ऑप्टिमाइज़र स्टेप (डिफ़ॉल्ट 2,000)।</translation>
    </message>
    <message>
        <source>A catalog GPU: the fit, the advice and the step time there.</source>
        <translation>कैटलॉग का एक GPU: उस पर फ़िट, सलाह और स्टेप का समय।</translation>
    </message>
    <message>
        <source>Rank the catalog&apos;s offers by cost.</source>
        <translation>कैटलॉग के ऑफ़र लागत के क्रम में रखें।</translation>
    </message>
    <message>
        <source>Write the PDF report to this file (with the plan).</source>
        <translation>PDF रिपोर्ट इस फ़ाइल में लिखें (योजना के साथ)।</translation>
    </message>
    <message>
        <source>Offers listed with --plan (default 10).</source>
        <translation>--plan के साथ दिखाए जाने वाले ऑफ़र (डिफ़ॉल्ट 10)।</translation>
    </message>
    <message>
        <source>Print JSON (C locale numbers, English keys).</source>
        <translation>JSON छापें (C लोकेल की संख्याएँ, अंग्रेज़ी कुंजियाँ)।</translation>
    </message>
    <message>
        <source>Estimates an image or video fine-tuning job: memory per GPU, the fit, step time and the offers.</source>
        <translation>इमेज या वीडियो फ़ाइन-ट्यूनिंग जॉब का अनुमान: प्रति GPU मेमोरी, फ़िट, स्टेप का समय और ऑफ़र।</translation>
    </message>
    <message numerus="yes">
        <source>tunefit diffusion: read a %1 config: %n setting(s) from the file</source>
        <translation>
            <numerusform>tunefit diffusion: %1 कॉन्फ़िग पढ़ा: फ़ाइल से %n सेटिंग</numerusform>
            <numerusform>tunefit diffusion: %1 कॉन्फ़िग पढ़ा: फ़ाइल से %n सेटिंग</numerusform>
        </translation>
    </message>
    <message>
        <source>default: %1</source>
        <translation>डिफ़ॉल्ट: %1</translation>
    </message>
    <message>
        <source>%1 M trained parameters</source>
        <translation>%1 M प्रशिक्षित पैरामीटर</translation>
    </message>
    <message>
        <source>in CPU RAM</source>
        <translation>CPU RAM में</translation>
    </message>
    <message>
        <source>No setting Tunefit knows fits this GPU.</source>
        <translation>Tunefit की जानी कोई सेटिंग इस GPU पर फ़िट नहीं होती।</translation>
    </message>
    <message numerus="yes">
        <source>Offers by cost (%n step(s)):</source>
        <translation>
            <numerusform>लागत के क्रम में ऑफ़र (%n स्टेप):</numerusform>
            <numerusform>लागत के क्रम में ऑफ़र (%n स्टेप):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s/step</source>
        <translation>%1 सेकंड/स्टेप</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 घंटे</translation>
    </message>
    <message>
        <source>LoRA dropout on the adapter&apos;s input, 0 (default) to 0.9.</source>
        <translation>एडैप्टर के इनपुट पर LoRA ड्रॉपआउट, 0 (डिफ़ॉल्ट) से 0.9 तक।</translation>
    </message>
    <message>
        <source>Adapters, their gradients and optimizer state in BF16 (SimpleTuner&apos;s adamw_bf16).</source>
        <translation>एडैप्टर, उनके ग्रेडिएंट और ऑप्टिमाइज़र स्थिति BF16 में (SimpleTuner का adamw_bf16)।</translation>
    </message>
    <message>
        <source>adamw, adamw8bit (default), adafactor, prodigy, lion or lion8bit.</source>
        <translation>adamw, adamw8bit (डिफ़ॉल्ट), adafactor, prodigy, lion या lion8bit।</translation>
    </message>
    <message>
        <source>sdpa (default) or flash3 (FlashAttention-3, Hopper cards; others run sdpa).</source>
        <translation>sdpa (डिफ़ॉल्ट) या flash3 (FlashAttention-3, Hopper कार्ड; अन्य कार्ड sdpa चलाते हैं)।</translation>
    </message>
    <message>
        <source>Prompt tokens the denoiser reads, the text encoders&apos; padded length (default: the model&apos;s).</source>
        <translation>डीनॉइज़र जितने प्रॉम्प्ट टोकन पढ़ता है, यानी टेक्स्ट एनकोडरों की पैड की गई लंबाई (डिफ़ॉल्ट: मॉडल की अपनी)।</translation>
    </message>
    <message>
        <source>A full fine-tune steps each weight in backward and frees its gradient (kohya --fused_backward_pass, with Adafactor and no accumulation).</source>
        <translation>पूर्ण फ़ाइन-ट्यून बैकवर्ड पास में ही हर वेट को अपडेट करता है और उसका ग्रेडिएंट छोड़ देता है (kohya --fused_backward_pass, Adafactor के साथ और बिना संचय)।</translation>
    </message>
    <message>
        <source>all (every linear of the blocks, default), attention (every stream&apos;s attention projections) or image_attention (the image stream&apos;s only).</source>
        <translation>all (ब्लॉकों की हर लीनियर परत, डिफ़ॉल्ट), attention (हर स्ट्रीम के अटेंशन प्रोजेक्शन) या image_attention (केवल इमेज स्ट्रीम के)।</translation>
    </message>
    <message>
        <source>The denoiser: a library key or Hugging Face id (tunefit diffusion --list names them), or a local diffusers folder or config.json of a model built on one.</source>
        <translation>डीनॉइज़र: लाइब्रेरी की कुंजी या Hugging Face id (tunefit diffusion --list इन्हें बताता है), या उनमें से किसी पर बने मॉडल का स्थानीय diffusers फ़ोल्डर या config.json।</translation>
    </message>
    <message>
        <source>also %1 (a fine-tune, run as this model)</source>
        <translation>साथ ही %1 (एक फ़ाइन-ट्यून, इसी मॉडल के रूप में चलता है)</translation>
    </message>
    <message>
        <source>Under checkpointing, keep the blocks&apos; saved inputs in CPU RAM (musubi-tuner --gradient_checkpointing_cpu_offload).</source>
        <translation>चेकपॉइंटिंग में, ब्लॉकों के सहेजे गए इनपुट CPU RAM में रखें (musubi-tuner --gradient_checkpointing_cpu_offload)।</translation>
    </message>
</context>
<context>
    <name>DiffusionImportWording</name>
    <message>
        <source>model</source>
        <translation>मॉडल</translation>
    </message>
    <message>
        <source>method</source>
        <translation>तरीका</translation>
    </message>
    <message>
        <source>LoKr factor</source>
        <translation>LoKr फ़ैक्टर</translation>
    </message>
    <message>
        <source>LoRA dropout</source>
        <translation>LoRA ड्रॉपआउट</translation>
    </message>
    <message>
        <source>adapted layers</source>
        <translation>अनुकूलित लेयर</translation>
    </message>
    <message>
        <source>resolution</source>
        <translation>रिज़ॉल्यूशन</translation>
    </message>
    <message>
        <source>frames</source>
        <translation>फ़्रेम</translation>
    </message>
    <message>
        <source>batch</source>
        <translation>बैच</translation>
    </message>
    <message>
        <source>gradient accumulation</source>
        <translation>ग्रेडिएंट संचय</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>स्टेप</translation>
    </message>
    <message>
        <source>denoiser precision</source>
        <translation>डीनॉइज़र की प्रिसिज़न</translation>
    </message>
    <message>
        <source>text encoder precision</source>
        <translation>टेक्स्ट एनकोडर की प्रिसिज़न</translation>
    </message>
    <message>
        <source>quantized denoiser</source>
        <translation>क्वांटाइज़्ड डीनॉइज़र</translation>
    </message>
    <message>
        <source>quantized text encoders</source>
        <translation>क्वांटाइज़्ड टेक्स्ट एनकोडर</translation>
    </message>
    <message>
        <source>16-bit trained weights</source>
        <translation>16-बिट ट्रेन किए गए वेट</translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation>ऑप्टिमाइज़र</translation>
    </message>
    <message>
        <source>8-bit AdamW</source>
        <translation>8-बिट AdamW</translation>
    </message>
    <message>
        <source>BF16 adapters and optimizer state</source>
        <translation>BF16 एडेप्टर और ऑप्टिमाइज़र स्टेट</translation>
    </message>
    <message>
        <source>attention</source>
        <translation>अटेंशन</translation>
    </message>
    <message>
        <source>prompt tokens</source>
        <translation>प्रॉम्प्ट टोकन</translation>
    </message>
    <message>
        <source>gradient checkpointing</source>
        <translation>ग्रेडिएंट चेकपॉइंटिंग</translation>
    </message>
    <message>
        <source>optimizer step fused into backward</source>
        <translation>बैकवर्ड में जुड़ा ऑप्टिमाइज़र स्टेप</translation>
    </message>
    <message>
        <source>checkpointed activations in CPU RAM</source>
        <translation>CPU RAM में चेकपॉइंट किए गए एक्टिवेशन</translation>
    </message>
    <message>
        <source>blocks swapped to CPU RAM</source>
        <translation>CPU RAM में स्वैप किए गए ब्लॉक</translation>
    </message>
    <message>
        <source>text encoders</source>
        <translation>टेक्स्ट एनकोडर</translation>
    </message>
    <message>
        <source>VAE</source>
        <translation>VAE</translation>
    </message>
    <message>
        <source>text encoders and VAE in CPU RAM</source>
        <translation>CPU RAM में टेक्स्ट एनकोडर और VAE</translation>
    </message>
    <message>
        <source>dataset config</source>
        <translation>डेटासेट कॉन्फ़िग</translation>
    </message>
    <message>
        <source>the largest bucket sets the memory</source>
        <translation>सबसे बड़ा बकेट मेमोरी तय करता है</translation>
    </message>
    <message>
        <source>the longest clip sets the memory</source>
        <translation>सबसे लंबी क्लिप मेमोरी तय करती है</translation>
    </message>
    <message>
        <source>no flavour given: the family&apos;s default, %1</source>
        <translation>कोई फ़्लेवर नहीं दिया: फ़ैमिली का डिफ़ॉल्ट, %1</translation>
    </message>
    <message>
        <source>a local weights file, recognised by its name</source>
        <translation>एक लोकल वेट फ़ाइल, उसके नाम से पहचानी गई</translation>
    </message>
    <message>
        <source>a local weights file: the model %1 trains</source>
        <translation>एक लोकल वेट फ़ाइल: वह मॉडल जिसे %1 ट्रेन करता है</translation>
    </message>
    <message>
        <source>no adapter network in the file: a full fine-tune</source>
        <translation>फ़ाइल में कोई एडेप्टर नेटवर्क नहीं: पूरा फ़ाइन-ट्यून</translation>
    </message>
    <message>
        <source>the stack&apos;s default depends on what the file cannot tell, so Tunefit&apos;s value stands</source>
        <translation>स्टैक का डिफ़ॉल्ट उस पर निर्भर है जो फ़ाइल नहीं बता सकती, इसलिए Tunefit का मान रहता है</translation>
    </message>
    <message>
        <source>the stack has no default: the model&apos;s</source>
        <translation>स्टैक का कोई डिफ़ॉल्ट नहीं: मॉडल का</translation>
    </message>
    <message>
        <source>the stack trains on text embeddings and latents it caches first</source>
        <translation>स्टैक पहले कैश किए गए टेक्स्ट एम्बेडिंग और लेटेंट पर ट्रेन करता है</translation>
    </message>
    <message>
        <source>the stack pads this model&apos;s prompts to its own length</source>
        <translation>स्टैक इस मॉडल के प्रॉम्प्ट को अपनी लंबाई तक भरता है</translation>
    </message>
    <message>
        <source>the stack caps SD3&apos;s T5 prompt at this length</source>
        <translation>स्टैक SD3 के T5 प्रॉम्प्ट को इस लंबाई पर सीमित करता है</translation>
    </message>
    <message>
        <source>the model&apos;s: the stack keeps num_frames in its data backend config, which is not read</source>
        <translation>मॉडल का: स्टैक num_frames को अपने डेटा बैकएंड कॉन्फ़िग में रखता है, जो पढ़ा नहीं जाता</translation>
    </message>
    <message>
        <source>not found beside the config: the stack&apos;s dataset defaults</source>
        <translation>कॉन्फ़िग के पास नहीं मिली: स्टैक के डेटासेट डिफ़ॉल्ट</translation>
    </message>
    <message>
        <source>the modules listed are not exactly one set: estimated as the nearest</source>
        <translation>सूची के मॉड्यूल ठीक एक सेट नहीं हैं: सबसे नज़दीकी के रूप में अनुमानित</translation>
    </message>
    <message>
        <source>not modelled: quantizing on the CPU while loading (the load-time peak)</source>
        <translation>मॉडल नहीं किया गया: लोड करते समय CPU पर क्वांटाइज़ करना (लोड के समय का पीक)</translation>
    </message>
    <message>
        <source>not modelled: layers offloaded to CPU RAM</source>
        <translation>मॉडल नहीं किया गया: CPU RAM में ऑफ़लोड की गई लेयर</translation>
    </message>
    <message>
        <source>not modelled: training the text encoder</source>
        <translation>मॉडल नहीं किया गया: टेक्स्ट एनकोडर को ट्रेन करना</translation>
    </message>
    <message>
        <source>not modelled: the EMA copy of the trained weights</source>
        <translation>मॉडल नहीं किया गया: ट्रेन किए गए वेट की EMA प्रति</translation>
    </message>
    <message>
        <source>a LyCORIS config, taken as LoKr at Tunefit&apos;s factor</source>
        <translation>एक LyCORIS कॉन्फ़िग, Tunefit के फ़ैक्टर पर LoKr माना गया</translation>
    </message>
    <message>
        <source>not modelled: the adapter stored in 16 bits without Tunefit&apos;s compensation buffer</source>
        <translation>मॉडल नहीं किया गया: Tunefit के कम्पेन्सेशन बफ़र के बिना 16 बिट में रखा एडेप्टर</translation>
    </message>
    <message>
        <source>not modelled: prior preservation&apos;s class images in each batch</source>
        <translation>मॉडल नहीं किया गया: हर बैच में प्रायर प्रिज़र्वेशन की क्लास इमेज</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>on</source>
        <translation>चालू</translation>
    </message>
    <message>
        <source>off</source>
        <translation>बंद</translation>
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
        <translation>पूरा फ़ाइन-ट्यून</translation>
    </message>
    <message>
        <source>not FP8</source>
        <translation>FP8 नहीं</translation>
    </message>
    <message>
        <source>read</source>
        <translation>पढ़ा गया</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>नहीं मिला</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1, पंक्ति %2</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>पंक्ति %1</translation>
    </message>
    <message>
        <source>the %1 default</source>
        <translation>%1 का डिफ़ॉल्ट</translation>
    </message>
    <message>
        <source>%1 not set: the %2 default</source>
        <translation>%1 सेट नहीं: %2 का डिफ़ॉल्ट</translation>
    </message>
    <message>
        <source>%1 not set: the %2 default, %3</source>
        <translation>%1 सेट नहीं: %2 का डिफ़ॉल्ट, %3</translation>
    </message>
    <message>
        <source>%1 absent</source>
        <translation>%1 मौजूद नहीं</translation>
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
        <translation>स्टैक का डिफ़ॉल्ट</translation>
    </message>
    <message>
        <source>not modelled</source>
        <translation>मॉडल नहीं किया गया</translation>
    </message>
    <message>
        <source>adapter rank</source>
        <translation>एडेप्टर रैंक</translation>
    </message>
</context>
<context>
    <name>DiffusionReport</name>
    <message>
        <source>The job</source>
        <translation>जॉब</translation>
    </message>
    <message numerus="yes">
        <source>%n optimizer step(s) on %1 GPU(s): %2 samples</source>
        <translation>
            <numerusform>%1 GPU पर %n ऑप्टिमाइज़र स्टेप: %2 सैंपल</numerusform>
            <numerusform>%1 GPU पर %n ऑप्टिमाइज़र स्टेप: %2 सैंपल</numerusform>
        </translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>प्रति GPU मेमोरी</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>भाग</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>Every GPU of the catalog</source>
        <translation>कैटलॉग का हर GPU</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Memory GiB</source>
        <translation>मेमोरी GiB</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>फ़िट</translation>
    </message>
    <message>
        <source>s/step</source>
        <translation>सेकंड/स्टेप</translation>
    </message>
    <message>
        <source>Cheapest offers</source>
        <translation>सबसे सस्ते ऑफ़र</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>ऑफ़र</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>घंटे</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>लागत</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>सेटिंग</translation>
    </message>
    <message>
        <source>Price as of</source>
        <translation>मूल्य की तिथि</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>स्रोत</translation>
    </message>
    <message>
        <source>Architecture: %1</source>
        <translation>आर्किटेक्चर: %1</translation>
    </message>
    <message>
        <source>Parameter count: %1</source>
        <translation>पैरामीटर संख्या: %1</translation>
    </message>
    <message>
        <source>The estimate is checked against measured image and video runs (tunefit validate-diffusion).</source>
        <translation>अनुमान को मापे गए इमेज और वीडियो रन से जाँचा जाता है (tunefit validate-diffusion)।</translation>
    </message>
    <message>
        <source>Video fine-tuning plan: %1</source>
        <translation>वीडियो फ़ाइन-ट्यूनिंग योजना: %1</translation>
    </message>
    <message>
        <source>Image fine-tuning plan: %1</source>
        <translation>इमेज फ़ाइन-ट्यूनिंग योजना: %1</translation>
    </message>
    <message>
        <source>Made %1 from the catalog&apos;s prices as of %2.</source>
        <translation>%1 को बनाया गया, कैटलॉग की %2 तक की कीमतों से।</translation>
    </message>
</context>
<context>
    <name>DiffusionWording</name>
    <message>
        <source>Denoiser weights (frozen)</source>
        <translation>डीनॉइज़र वेट (स्थिर)</translation>
    </message>
    <message>
        <source>Trained weights</source>
        <translation>प्रशिक्षित वेट</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>ग्रेडिएंट</translation>
    </message>
    <message>
        <source>Optimizer state</source>
        <translation>ऑप्टिमाइज़र स्थिति</translation>
    </message>
    <message>
        <source>Text encoders</source>
        <translation>टेक्स्ट एनकोडर</translation>
    </message>
    <message>
        <source>VAE</source>
        <translation>VAE</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>एक्टिवेशन</translation>
    </message>
    <message>
        <source>Backward working set</source>
        <translation>बैकवर्ड का कार्य-संग्रह</translation>
    </message>
    <message>
        <source>Optimizer step scratch</source>
        <translation>ऑप्टिमाइज़र स्टेप की अस्थायी मेमोरी</translation>
    </message>
    <message>
        <source>CUDA context</source>
        <translation>CUDA कॉन्टेक्स्ट</translation>
    </message>
    <message>
        <source>Allocator reserve</source>
        <translation>एलोकेटर रिज़र्व</translation>
    </message>
    <message>
        <source>The peak is in backward, with the step&apos;s activations alive.</source>
        <translation>अधिकतम बैकवर्ड में है, जब स्टेप के एक्टिवेशन मौजूद हैं।</translation>
    </message>
    <message>
        <source>The peak is at the optimizer step, with every gradient and the step&apos;s scratch.</source>
        <translation>अधिकतम ऑप्टिमाइज़र स्टेप पर है, हर ग्रेडिएंट और स्टेप की अस्थायी मेमोरी के साथ।</translation>
    </message>
    <message>
        <source>The peak is while the text encoders encode a batch on the GPU.</source>
        <translation>अधिकतम तब है जब टेक्स्ट एनकोडर GPU पर एक बैच एनकोड करते हैं।</translation>
    </message>
    <message>
        <source>the blocks&apos; matrix multiplications</source>
        <translation>ब्लॉकों के मैट्रिक्स गुणन</translation>
    </message>
    <message>
        <source>attention over the latent tokens</source>
        <translation>लेटेंट टोकनों पर अटेंशन</translation>
    </message>
    <message>
        <source>memory-bound work (norms, activations, upcasting weights)</source>
        <translation>मेमोरी-सीमित काम (नॉर्म, एक्टिवेशन, वेट को बड़े प्रारूप में बदलना)</translation>
    </message>
    <message>
        <source>Python issuing the kernels (a short step)</source>
        <translation>Python द्वारा कर्नेल भेजना (छोटा स्टेप)</translation>
    </message>
    <message>
        <source>encoding prompts and images every step</source>
        <translation>हर स्टेप पर प्रॉम्प्ट और इमेज एनकोड करना</translation>
    </message>
    <message>
        <source>copying swapped blocks from CPU RAM</source>
        <translation>CPU RAM से स्वैप किए गए ब्लॉक कॉपी करना</translation>
    </message>
    <message>
        <source>the gradient all-reduce between GPUs</source>
        <translation>GPU के बीच ग्रेडिएंट का all-reduce</translation>
    </message>
    <message>
        <source>on the GPU</source>
        <translation>GPU पर</translation>
    </message>
    <message>
        <source>cached before training</source>
        <translation>ट्रेनिंग से पहले कैश</translation>
    </message>
    <message>
        <source>in CPU RAM, moved in for each batch</source>
        <translation>CPU RAM में, हर बैच के लिए लाए जाते हैं</translation>
    </message>
    <message>
        <source>AdamW 8-bit</source>
        <translation>AdamW 8-बिट</translation>
    </message>
    <message>
        <source>text encoders&apos; outputs cached</source>
        <translation>टेक्स्ट एनकोडर के आउटपुट कैश</translation>
    </message>
    <message>
        <source>latents cached</source>
        <translation>लेटेंट कैश</translation>
    </message>
    <message>
        <source>gradient checkpointing on</source>
        <translation>ग्रेडिएंट चेकपॉइंटिंग चालू</translation>
    </message>
    <message>
        <source>denoiser stored in FP8</source>
        <translation>डीनॉइज़र FP8 में संग्रहीत</translation>
    </message>
    <message numerus="yes">
        <source>%n block(s) swapped to CPU RAM</source>
        <translation>
            <numerusform>%n ब्लॉक CPU RAM में स्वैप</numerusform>
            <numerusform>%n ब्लॉक CPU RAM में स्वैप</numerusform>
        </translation>
    </message>
    <message>
        <source>denoiser stored in NF4</source>
        <translation>डीनॉइज़र NF4 में संग्रहीत</translation>
    </message>
    <message numerus="yes">
        <source>batch 1 with %n accumulation step(s)</source>
        <translation>
            <numerusform>बैच 1, %n संचय स्टेप के साथ</numerusform>
            <numerusform>बैच 1, %n संचय स्टेप के साथ</numerusform>
        </translation>
    </message>
    <message>
        <source>video</source>
        <translation>वीडियो</translation>
    </message>
    <message>
        <source>image</source>
        <translation>इमेज</translation>
    </message>
    <message>
        <source>%1, %2, %3 B parameters</source>
        <translation>%1, %2, %3 B पैरामीटर</translation>
    </message>
    <message numerus="yes">
        <source>%1 × %2, %n frame(s)</source>
        <translation>
            <numerusform>%1 × %2, %n फ़्रेम</numerusform>
            <numerusform>%1 × %2, %n फ़्रेम</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 at %2; batch %3 per GPU, %n accumulation step(s)</source>
        <translation>
            <numerusform>%2 पर %1; प्रति GPU बैच %3, %n संचय स्टेप</numerusform>
            <numerusform>%2 पर %1; प्रति GPU बैच %3, %n संचय स्टेप</numerusform>
        </translation>
    </message>
    <message>
        <source>Denoiser in %1; text encoders %2; VAE %3</source>
        <translation>डीनॉइज़र %1 में; टेक्स्ट एनकोडर %2; VAE %3</translation>
    </message>
    <message>
        <source>no checkpointing</source>
        <translation>चेकपॉइंटिंग नहीं</translation>
    </message>
    <message numerus="yes">
        <source>%1; %n block(s) swapped to CPU RAM; optimizer %2</source>
        <translation>
            <numerusform>%1; %n ब्लॉक CPU RAM में स्वैप; ऑप्टिमाइज़र %2</numerusform>
            <numerusform>%1; %n ब्लॉक CPU RAM में स्वैप; ऑप्टिमाइज़र %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 latent tokens + %2 text tokens per sample</source>
        <translation>प्रति सैंपल %1 लेटेंट टोकन + %2 टेक्स्ट टोकन</translation>
    </message>
    <message>
        <source>Fits with: %1</source>
        <translation>इनके साथ फ़िट होता है: %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 s per step (bound by %2)</source>
        <translation>प्रति स्टेप %1 सेकंड (%2 से सीमित)</translation>
    </message>
    <message>
        <source>Fits as set</source>
        <translation>जैसा सेट है वैसा फ़िट होता है</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>फ़िट नहीं होता</translation>
    </message>
    <message>
        <source>as set</source>
        <translation>जैसा सेट है</translation>
    </message>
    <message>
        <source>No offer of the catalog fits this job.</source>
        <translation>कैटलॉग का कोई ऑफ़र इस जॉब में फ़िट नहीं होता।</translation>
    </message>
    <message>
        <source>Peak allocated</source>
        <translation>अधिकतम आवंटित</translation>
    </message>
    <message>
        <source>Peak reserved</source>
        <translation>अधिकतम आरक्षित</translation>
    </message>
    <message>
        <source>Whole device</source>
        <translation>पूरा डिवाइस</translation>
    </message>
    <message>
        <source>Band</source>
        <translation>दायरा</translation>
    </message>
    <message>
        <source>±%1%</source>
        <translation>±%1%</translation>
    </message>
    <message>
        <source>Lion 8-bit</source>
        <translation>Lion 8-बिट</translation>
    </message>
    <message>
        <source>BF16 adapters</source>
        <translation>BF16 एडैप्टर</translation>
    </message>
    <message>
        <source>FP32 adapters</source>
        <translation>FP32 एडैप्टर</translation>
    </message>
    <message>
        <source>LoRA rank %1, dropout %2, %3</source>
        <translation>LoRA रैंक %1, ड्रॉपआउट %2, %3</translation>
    </message>
    <message>
        <source>LoRA rank %1, %2</source>
        <translation>LoRA रैंक %1, %2</translation>
    </message>
    <message>
        <source>LoKr rank %1, factor %2, %3</source>
        <translation>LoKr रैंक %1, गुणक %2, %3</translation>
    </message>
    <message>
        <source>full fine-tune, FP32 weights</source>
        <translation>पूर्ण फ़ाइन-ट्यून, FP32 वेट</translation>
    </message>
    <message>
        <source>full fine-tune, BF16 weights</source>
        <translation>पूर्ण फ़ाइन-ट्यून, BF16 वेट</translation>
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
        <translation>अटेंशन कर्नेल: %1</translation>
    </message>
    <message>
        <source>%1, fused into backward</source>
        <translation>%1, बैकवर्ड पास में जुड़ा हुआ</translation>
    </message>
    <message>
        <source>every linear of the blocks</source>
        <translation>ब्लॉकों की हर लीनियर परत</translation>
    </message>
    <message>
        <source>the image stream&apos;s attention projections</source>
        <translation>इमेज स्ट्रीम के अटेंशन प्रोजेक्शन</translation>
    </message>
    <message>
        <source>Adapted: %1</source>
        <translation>अनुकूलित: %1</translation>
    </message>
    <message>
        <source>every stream&apos;s attention projections</source>
        <translation>हर स्ट्रीम के अटेंशन प्रोजेक्शन</translation>
    </message>
    <message numerus="yes">
        <source>“%1” runs as %2 (read from %3: class %4, the library&apos;s %n shape setting(s))</source>
        <translation>
            <numerusform>“%1” %2 के रूप में चलता है (%3 से पढ़ा गया: क्लास %4, लाइब्रेरी की %n आकार सेटिंग)</numerusform>
            <numerusform>“%1” %2 के रूप में चलता है (%3 से पढ़ा गया: क्लास %4, लाइब्रेरी की %n आकार सेटिंग)</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” as %2</source>
        <translation>%2 के रूप में “%1”</translation>
    </message>
    <message>
        <source>%1 latent tokens (%2 of them the reference images&apos;) + %3 text tokens per sample</source>
        <translation>प्रति सैंपल %1 लेटेंट टोकन (इनमें से %2 संदर्भ छवियों के) + %3 टेक्स्ट टोकन</translation>
    </message>
    <message numerus="yes">
        <source>“%1” runs as %2 (%n tensor(s) in %3 have the names and shapes the library holds for it)</source>
        <translation>
            <numerusform>“%1” %2 के रूप में चलता है (%3 में %n टेंसर के नाम और आकार वही हैं जो लाइब्रेरी में इसके लिए हैं)</numerusform>
            <numerusform>“%1” %2 के रूप में चलता है (%3 में %n टेंसर के नाम और आकार वही हैं जो लाइब्रेरी में इसके लिए हैं)</numerusform>
        </translation>
    </message>
    <message>
        <source>moving checkpointed activations to and from CPU RAM</source>
        <translation>चेकपॉइंट किए गए एक्टिवेशन को CPU RAM में भेजना और वापस लाना</translation>
    </message>
    <message>
        <source>checkpointed activations kept in CPU RAM</source>
        <translation>चेकपॉइंट किए गए एक्टिवेशन CPU RAM में रखे गए</translation>
    </message>
    <message>
        <source>gradient checkpointing on, its activations in CPU RAM</source>
        <translation>ग्रेडिएंट चेकपॉइंटिंग चालू, उसके एक्टिवेशन CPU RAM में</translation>
    </message>
    <message>
        <source>CPU RAM the setting needs: %1 GiB</source>
        <translation>इस सेटिंग के लिए आवश्यक CPU RAM: %1 GiB</translation>
    </message>
</context>
<context>
    <name>ErrorWording</name>
    <message>
        <source>Micro-batch size</source>
        <translation>माइक्रो-बैच आकार</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>सीक्वेंस लंबाई</translation>
    </message>
    <message>
        <source>Tokens per micro-batch</source>
        <translation>प्रति माइक्रो-बैच टोकन</translation>
    </message>
    <message>
        <source>Gradient accumulation steps</source>
        <translation>ग्रेडिएंट संचय चरण</translation>
    </message>
    <message>
        <source>Base-model quantization</source>
        <translation>बेस मॉडल क्वांटाइज़ेशन</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>रैंक</translation>
    </message>
    <message>
        <source>Target modules</source>
        <translation>लक्ष्य मॉड्यूल</translation>
    </message>
    <message>
        <source>Dropout</source>
        <translation>ड्रॉपआउट</translation>
    </message>
    <message>
        <source>Alpha</source>
        <translation>अल्फ़ा</translation>
    </message>
    <message>
        <source>Virtual tokens</source>
        <translation>वर्चुअल टोकन</translation>
    </message>
    <message>
        <source>Adapter layers</source>
        <translation>एडैप्टर परतें</translation>
    </message>
    <message>
        <source>Bottleneck width</source>
        <translation>बॉटलनेक चौड़ाई</translation>
    </message>
    <message>
        <source>Trainable last layers</source>
        <translation>प्रशिक्षित होने वाली अंतिम परतें</translation>
    </message>
    <message>
        <source>Number of GPUs</source>
        <translation>GPU की संख्या</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>प्रति नोड GPU</translation>
    </message>
    <message>
        <source>Sharding</source>
        <translation>शार्डिंग</translation>
    </message>
    <message>
        <source>Optimizer steps</source>
        <translation>ऑप्टिमाइज़र चरण</translation>
    </message>
    <message>
        <source>Training tokens per epoch</source>
        <translation>प्रति युग प्रशिक्षण टोकन</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>युग</translation>
    </message>
    <message>
        <source>Training tokens over all epochs</source>
        <translation>सभी युगों में प्रशिक्षण टोकन</translation>
    </message>
    <message>
        <source>Checkpoint interval (minutes)</source>
        <translation>चेकपॉइंट अंतराल (मिनट)</translation>
    </message>
    <message>
        <source>Deadline (hours)</source>
        <translation>समय-सीमा (घंटे)</translation>
    </message>
    <message>
        <source>Budget (USD)</source>
        <translation>बजट (USD)</translation>
    </message>
    <message>
        <source>Instances at most</source>
        <translation>अधिकतम इंस्टेंस</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation</source>
        <translation>मॉडल FLOPs उपयोग</translation>
    </message>
    <message>
        <source>Spot interruptions per hour</source>
        <translation>प्रति घंटा स्पॉट रुकावटें</translation>
    </message>
    <message>
        <source>Restart time after an interruption (minutes)</source>
        <translation>रुकावट के बाद पुनः आरंभ समय (मिनट)</translation>
    </message>
    <message>
        <source>Start-up time (minutes)</source>
        <translation>आरंभ समय (मिनट)</translation>
    </message>
    <message>
        <source>Checkpoint write speed (GB/s)</source>
        <translation>चेकपॉइंट लिखने की गति (GB/s)</translation>
    </message>
    <message>
        <source>Dataset bytes per token</source>
        <translation>प्रति टोकन डेटासेट बाइट</translation>
    </message>
    <message>
        <source>Memory kept free</source>
        <translation>खाली रखी गई मेमोरी</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>पैरामीटर</translation>
    </message>
    <message>
        <source>several GPUs need a sharding strategy (DDP, ZeRO or FSDP)</source>
        <translation>कई GPU के लिए शार्डिंग रणनीति चाहिए (DDP, ZeRO या FSDP)</translation>
    </message>
    <message>
        <source>QLoRA needs a 4-bit base model (NF4 or FP4)</source>
        <translation>QLoRA को 4-बिट बेस मॉडल चाहिए (NF4 या FP4)</translation>
    </message>
    <message>
        <source>full fine-tuning trains every weight and cannot keep the base model quantized</source>
        <translation>पूर्ण फ़ाइन-ट्यूनिंग हर भार को प्रशिक्षित करती है और बेस मॉडल को क्वांटाइज़ नहीं रख सकती</translation>
    </message>
    <message>
        <source>the model has %1 billion parameters; Tunefit estimates models of up to %2 billion</source>
        <translation>मॉडल में %1 अरब पैरामीटर हैं; Tunefit अधिकतम %2 अरब पैरामीटर तक के मॉडलों का अनुमान लगाता है</translation>
    </message>
    <message>
        <source> (allowed: %1 to %2)</source>
        <comment>the range of values a field accepts</comment>
        <translation> (अनुमत: %1 से %2)</translation>
    </message>
    <message>
        <source>the entry %1 is missing</source>
        <translation>प्रविष्टि %1 मौजूद नहीं है</translation>
    </message>
    <message>
        <source>%1 is required</source>
        <translation>%1 ज़रूरी है</translation>
    </message>
    <message>
        <source>%1 is empty in row %2</source>
        <translation>पंक्ति %2 में %1 खाली है</translation>
    </message>
    <message>
        <source>the file has no column %1</source>
        <translation>फ़ाइल में कॉलम %1 नहीं है</translation>
    </message>
    <message>
        <source>%1 should be of type %2</source>
        <translation>%1 का प्रकार %2 होना चाहिए</translation>
    </message>
    <message>
        <source>%1 has an invalid value: %2</source>
        <translation>%1 का मान अमान्य है: %2</translation>
    </message>
    <message>
        <source>%1 has an unknown value: %2</source>
        <translation>%1 का मान अज्ञात है: %2</translation>
    </message>
    <message>
        <source>the catalog has no GPU “%1”</source>
        <translation>कैटलॉग में कोई GPU “%1” नहीं है</translation>
    </message>
    <message>
        <source>%1 is out of range: %2</source>
        <translation>%1 सीमा से बाहर है: %2</translation>
    </message>
    <message>
        <source>%1 does not divide evenly: %2</source>
        <translation>%1 बराबर हिस्सों में नहीं बँटता: %2</translation>
    </message>
    <message>
        <source>%1 contradicts the rest of the setup (%2)</source>
        <translation>%1 बाकी सेटअप से मेल नहीं खाता (%2)</translation>
    </message>
    <message>
        <source>choose at least one value for %1</source>
        <translation>%1 के लिए कम से कम एक मान चुनें</translation>
    </message>
    <message>
        <source>%1 is not supported yet (%2)</source>
        <translation>%1 अभी समर्थित नहीं है (%2)</translation>
    </message>
    <message>
        <source>the case lacks inputs the estimator needs</source>
        <translation>इस केस में अनुमानक के लिए आवश्यक इनपुट नहीं हैं</translation>
    </message>
    <message>
        <source>the GPU %1 has no peak throughput figure</source>
        <translation>GPU %1 का कोई चरम थ्रूपुट आँकड़ा नहीं है</translation>
    </message>
    <message>
        <source>cannot open %1 (%2)</source>
        <translation>%1 नहीं खुल सकता (%2)</translation>
    </message>
    <message>
        <source>the file cannot be read (%1)</source>
        <translation>फ़ाइल पढ़ी नहीं जा सकती (%1)</translation>
    </message>
    <message>
        <source>no catalog can be created there: the folder %1 cannot be written</source>
        <translation>वहाँ कोई कैटलॉग नहीं बनाया जा सकता: फ़ोल्डर %1 में लिखा नहीं जा सकता</translation>
    </message>
    <message>
        <source>the file is not valid JSON (%1)</source>
        <translation>फ़ाइल मान्य JSON नहीं है (%1)</translation>
    </message>
    <message>
        <source>unterminated quote starting on line %1</source>
        <translation>पंक्ति %1 से शुरू होने वाला उद्धरण चिह्न बंद नहीं हुआ</translation>
    </message>
    <message>
        <source>the file was written by a newer Tunefit (version %1); update Tunefit to read it</source>
        <translation>फ़ाइल नए Tunefit ने लिखी है (संस्करण %1); इसे पढ़ने के लिए Tunefit अपडेट करें</translation>
    </message>
    <message>
        <source>the catalog was written by a newer Tunefit (schema version %1)</source>
        <translation>कैटलॉग नए Tunefit ने लिखा है (स्कीमा संस्करण %1)</translation>
    </message>
    <message>
        <source>the catalog is in use by another program (another Tunefit window or command, or a backup tool); nothing was changed. Try again when it has finished</source>
        <translation>कैटलॉग किसी दूसरे प्रोग्राम (दूसरी Tunefit विंडो या कमांड, या कोई बैकअप टूल) के उपयोग में है; कुछ भी नहीं बदला गया। उसके पूरा होने पर फिर से कोशिश करें</translation>
    </message>
    <message>
        <source>no such row: %1</source>
        <translation>ऐसी कोई पंक्ति नहीं: %1</translation>
    </message>
    <message>
        <source>a row with the same identity exists already (%1)</source>
        <translation>समान पहचान वाली पंक्ति पहले से मौजूद है (%1)</translation>
    </message>
    <message>
        <source>the catalog database reported an error; nothing was changed (%1)</source>
        <translation>कैटलॉग डेटाबेस ने त्रुटि बताई; कुछ नहीं बदला गया (%1)</translation>
    </message>
    <message>
        <source>the catalog is not open</source>
        <translation>कैटलॉग खुला नहीं है</translation>
    </message>
    <message>
        <source>the catalog file is damaged and could not be moved aside (%1); it was left as it is</source>
        <translation>कैटलॉग फ़ाइल क्षतिग्रस्त है और उसे अलग नहीं किया जा सका (%1); उसे जैसा था वैसा छोड़ दिया गया</translation>
    </message>
    <message>
        <source>the catalog path is empty; name a catalog file</source>
        <translation>कैटलॉग का पथ खाली है; कोई कैटलॉग फ़ाइल बताएँ</translation>
    </message>
    <message>
        <source>it is a folder, not a catalog file; nothing was changed</source>
        <translation>यह एक फ़ोल्डर है, कैटलॉग फ़ाइल नहीं; कुछ भी नहीं बदला गया</translation>
    </message>
    <message>
        <source>the file is not a catalog database (not an SQLite file); it was left untouched</source>
        <translation>यह फ़ाइल कैटलॉग डेटाबेस नहीं है (SQLite फ़ाइल नहीं है); उसे छुआ नहीं गया</translation>
    </message>
    <message>
        <source>the file is another program&apos;s SQLite database, not a Tunefit catalog; it was left untouched</source>
        <translation>यह फ़ाइल किसी दूसरे प्रोग्राम का SQLite डेटाबेस है, Tunefit कैटलॉग नहीं; उसे छुआ नहीं गया</translation>
    </message>
    <message>
        <source>the catalog is read-only: its file or folder cannot be written; nothing was changed</source>
        <translation>कैटलॉग केवल पढ़ने के लिए है: उसकी फ़ाइल या फ़ोल्डर में लिखा नहीं जा सकता; कुछ भी नहीं बदला गया</translation>
    </message>
    <message>
        <source>the catalog was written by an older Tunefit and must be upgraded, but its file or folder cannot be written</source>
        <translation>कैटलॉग Tunefit के पुराने संस्करण ने लिखा है और उसे अपग्रेड करना ज़रूरी है, पर उसकी फ़ाइल या फ़ोल्डर में लिखा नहीं जा सकता</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>उद्देश्य</translation>
    </message>
    <message>
        <source>Reference model</source>
        <translation>संदर्भ मॉडल</translation>
    </message>
    <message>
        <source>Group size</source>
        <translation>समूह आकार</translation>
    </message>
    <message>
        <source>Completion length</source>
        <translation>कम्प्लीशन लंबाई</translation>
    </message>
    <message>
        <source>Completions generated together</source>
        <translation>एक साथ जनरेट होने वाले कम्प्लीशन</translation>
    </message>
    <message>
        <source>Tokens generated together</source>
        <translation>एक साथ जनरेट होने वाले टोकन</translation>
    </message>
    <message>
        <source>Engine memory share</source>
        <translation>इंजन मेमोरी हिस्सा</translation>
    </message>
    <message>
        <source>Memory of the engine&apos;s GPU (GiB)</source>
        <translation>इंजन के GPU की मेमोरी (GiB)</translation>
    </message>
    <message>
        <source>a reference with the adapters disabled needs an adapter method (LoRA, QLoRA, ...); full fine-tuning needs a separate frozen copy or precomputed log-probabilities</source>
        <translation>एडैप्टर बंद किए हुए संदर्भ के लिए एडैप्टर विधि (LoRA, QLoRA, ...) चाहिए; पूर्ण फ़ाइन-ट्यूनिंग को अलग स्थिर प्रति या पहले से गणना की गई लॉग-प्रायिकताएँ चाहिए</translation>
    </message>
    <message>
        <source>the file is not valid YAML (%1)</source>
        <translation>फ़ाइल मान्य YAML नहीं है (%1)</translation>
    </message>
    <message>
        <source>the file is too large to be a configuration (%1)</source>
        <translation>फ़ाइल किसी कॉन्फ़िगरेशन के लिए बहुत बड़ी है (%1)</translation>
    </message>
    <message>
        <source>Sequence-parallel degree</source>
        <translation>सीक्वेंस-पैरेलल डिग्री</translation>
    </message>
    <message>
        <source>Images per sample</source>
        <translation>प्रति सैंपल इमेज</translation>
    </message>
    <message>
        <source>Tokens per image</source>
        <translation>प्रति इमेज टोकन</translation>
    </message>
    <message>
        <source>Image tokens per sample</source>
        <translation>प्रति सैंपल इमेज टोकन</translation>
    </message>
    <message>
        <source>Train the vision tower</source>
        <translation>विज़न टावर को प्रशिक्षित करें</translation>
    </message>
    <message>
        <source>the vision tower can be trained by full fine-tuning or by an adapter method with target modules (LoRA, QLoRA, ...)</source>
        <translation>विज़न टावर को पूर्ण फ़ाइन-ट्यूनिंग से या टारगेट मॉड्यूल वाली किसी एडैप्टर विधि (LoRA, QLoRA, ...) से प्रशिक्षित किया जा सकता है</translation>
    </message>
    <message>
        <source>the price source %1 sent no offer Tunefit can read (an empty file, or a file of another kind); nothing was changed</source>
        <translation>मूल्य स्रोत %1 ने ऐसा कोई ऑफ़र नहीं भेजा जिसे Tunefit पढ़ सके (खाली फ़ाइल, या किसी और तरह की फ़ाइल); कुछ भी नहीं बदला गया</translation>
    </message>
    <message>
        <source>the download failed (%1); nothing was changed</source>
        <translation>डाउनलोड विफल रहा (%1); कुछ भी नहीं बदला गया</translation>
    </message>
    <message>
        <source>the server did not answer within %1 seconds; nothing was changed</source>
        <translation>सर्वर ने %1 सेकंड में जवाब नहीं दिया; कुछ भी नहीं बदला गया</translation>
    </message>
    <message>
        <source>the file is larger than the %1 MB a price list can be; the download was stopped and nothing was changed</source>
        <translation>फ़ाइल %1 MB से बड़ी है, जितनी कोई मूल्य सूची हो सकती है; डाउनलोड रोक दिया गया और कुछ भी नहीं बदला गया</translation>
    </message>
    <message>
        <source>the download was cancelled; nothing was changed</source>
        <translation>डाउनलोड रद्द किया गया; कुछ भी नहीं बदला गया</translation>
    </message>
    <message>
        <source>Tensor parallel (TP)</source>
        <translation>टेंसर पैरेलल (TP)</translation>
    </message>
    <message>
        <source>Pipeline parallel (PP)</source>
        <translation>पाइपलाइन पैरेलल (PP)</translation>
    </message>
    <message>
        <source>Virtual pipeline stages (VPP)</source>
        <translation>वर्चुअल पाइपलाइन स्टेज (VPP)</translation>
    </message>
    <message>
        <source>Expert parallel (EP)</source>
        <translation>एक्सपर्ट पैरेलल (EP)</translation>
    </message>
    <message>
        <source>Expert tensor parallel (ETP)</source>
        <translation>एक्सपर्ट टेंसर पैरेलल (ETP)</translation>
    </message>
    <message>
        <source>Megatron sequence parallelism</source>
        <translation>Megatron सीक्वेंस पैरेललिज़्म</translation>
    </message>
    <message>
        <source>expert parallelism (EP, ETP) needs a Mixture-of-Experts model</source>
        <translation>एक्सपर्ट पैरेललिज़्म (EP, ETP) के लिए Mixture-of-Experts मॉडल चाहिए</translation>
    </message>
    <message>
        <source>someone else changed or deleted this row since you opened it (%1); nothing was changed</source>
        <translation>आपके खोलने के बाद किसी और ने यह पंक्ति बदल दी या हटा दी (%1); कुछ नहीं बदला गया</translation>
    </message>
    <message>
        <source>the catalog server does not let your database role change the team catalog; nothing was changed. Ask the catalog&apos;s owner for write access</source>
        <translation>कैटलॉग सर्वर आपकी डेटाबेस भूमिका को टीम कैटलॉग बदलने नहीं देता; कुछ नहीं बदला गया। लिखने की अनुमति के लिए कैटलॉग के स्वामी से पूछें</translation>
    </message>
    <message>
        <source>the catalog server cannot be reached and there is no offline copy of this team catalog yet (%1)</source>
        <translation>कैटलॉग सर्वर तक नहीं पहुँचा जा सकता और इस टीम कैटलॉग की अभी कोई ऑफ़लाइन प्रति नहीं है (%1)</translation>
    </message>
    <message>
        <source>the catalog server refused the login (%1); check the user name, and the password in PGPASSWORD, the service file or ~/.pgpass</source>
        <translation>कैटलॉग सर्वर ने लॉगिन अस्वीकार कर दिया (%1); उपयोगकर्ता नाम जाँचें, और PGPASSWORD, सर्विस फ़ाइल या ~/.pgpass में पासवर्ड</translation>
    </message>
    <message>
        <source>the team catalog server cannot be reached: its offline copy can be used for plans, but changes wait until the server is back; nothing was changed</source>
        <translation>टीम कैटलॉग सर्वर तक नहीं पहुँचा जा सकता: योजनाओं के लिए इसकी ऑफ़लाइन प्रति उपयोग की जा सकती है, पर बदलाव सर्वर वापस आने तक रुके रहेंगे; कुछ नहीं बदला गया</translation>
    </message>
    <message>
        <source>a price source&apos;s URL must not hold a user name or password: it would be stored in the catalog, listed and copied into every offer it updates; use a URL without them</source>
        <translation>मूल्य स्रोत के URL में उपयोगकर्ता नाम या पासवर्ड नहीं होना चाहिए: वह कैटलॉग में सहेजा जाता, सूची में दिखता और हर अपडेट किए गए ऑफ़र में कॉपी होता; उनके बिना URL का उपयोग करें</translation>
    </message>
    <message>
        <source> (allowed: above %1, up to %2)</source>
        <comment>the range of values a field accepts, without its lower end</comment>
        <translation> (अनुमत: %1 से अधिक, %2 तक)</translation>
    </message>
    <message>
        <source>%1 names a file outside the folder the import may read, or a file that is not a plain file (%2); it was not read</source>
        <translation>%1 ऐसी फ़ाइल का नाम देता है जो उस फ़ोल्डर से बाहर है जिसे इम्पोर्ट पढ़ सकता है, या जो साधारण फ़ाइल नहीं है (%2); उसे पढ़ा नहीं गया</translation>
    </message>
    <message>
        <source>%1 could not be written (%2); an existing file of that name was left as it was</source>
        <translation>%1 लिखी नहीं जा सकी (%2); इस नाम की मौजूदा फ़ाइल जैसी थी वैसी ही छोड़ दी गई</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>“%1”</translation>
    </message>
    <message>
        <source>give the model&apos;s config.json, add it to the model library, or fetch it from Hugging Face</source>
        <translation>मॉडल की config.json दें, उसे मॉडल लाइब्रेरी में जोड़ें, या Hugging Face से लाएँ</translation>
    </message>
    <message>
        <source>the model library has no “%1”: %2</source>
        <translation>मॉडल लाइब्रेरी में “%1” नहीं है: %2</translation>
    </message>
    <message>
        <source>the model library has no “%1”; the nearest are %2. Pick one of them if it is the same architecture, or %3</source>
        <translation>मॉडल लाइब्रेरी में “%1” नहीं है; सबसे निकट %2 हैं। यदि संरचना वही है तो इनमें से एक चुनें, या %3</translation>
    </message>
    <message>
        <source>“%1” fits several models of the library: %2; name one of them</source>
        <translation>“%1” लाइब्रेरी के कई मॉडलों से मेल खाता है: %2; इनमें से एक का नाम दें</translation>
    </message>
    <message>
        <source>the Hugging Face Hub has no model %1, or no config.json in it; check the id (organisation/name, as in the model&apos;s address on huggingface.co)</source>
        <translation>Hugging Face Hub पर %1 नाम का कोई मॉडल नहीं है, या उसमें config.json नहीं है; id जाँचें (संगठन/नाम, जैसा huggingface.co पर मॉडल के पते में है)</translation>
    </message>
    <message>
        <source>the model %1 is gated or private on the Hugging Face Hub: accept its licence on its page at huggingface.co with your account, then set HF_TOKEN to an access token (or log in with huggingface-cli, which writes the token file)</source>
        <translation>मॉडल %1 Hugging Face Hub पर गेटेड (प्रतिबंधित) या निजी है: huggingface.co पर उसके पेज पर अपने खाते से उसका लाइसेंस स्वीकार करें, फिर HF_TOKEN में एक्सेस टोकन सेट करें (या huggingface-cli से लॉग इन करें, जो टोकन फ़ाइल लिखता है)</translation>
    </message>
    <message>
        <source>Average sample length (tokens)</source>
        <translation>औसत नमूना लंबाई (टोकन)</translation>
    </message>
    <message>
        <source>Mean completion length</source>
        <translation>औसत कम्प्लीशन लंबाई</translation>
    </message>
    <message>
        <source>Engine tensor parallelism</source>
        <translation>इंजन टेंसर पैरेललिज़्म</translation>
    </message>
    <message>
        <source>PPO, GRPO, RLOO and online DPO generate completions and need a decoder-only model</source>
        <translation>PPO, GRPO, RLOO और ऑनलाइन DPO कम्प्लीशन जनरेट करते हैं और इनके लिए केवल-डिकोडर मॉडल चाहिए</translation>
    </message>
    <message>
        <source>online DPO scores completions generated during training: its reference must run in the step (a separate frozen copy, or the adapters disabled), not be precomputed or left out</source>
        <translation>ऑनलाइन DPO प्रशिक्षण के दौरान जनरेट हुए कम्प्लीशन को अंक देता है: इसका संदर्भ उसी स्टेप में चलना चाहिए (अलग स्थिर प्रति, या एडैप्टर बंद करके), पहले से गणना किया हुआ या छोड़ा हुआ नहीं</translation>
    </message>
    <message>
        <source>16-bit blocks at the start</source>
        <translation>शुरुआत के 16-बिट ब्लॉक</translation>
    </message>
    <message>
        <source>16-bit blocks at the end</source>
        <translation>अंत के 16-बिट ब्लॉक</translation>
    </message>
    <message>
        <source>quantization-aware training fake-quantizes a 16-bit base: it cannot run on a 4-bit or 8-bit quantized base (QLoRA); load the base in bf16</source>
        <translation>क्वांटाइज़ेशन-अवेयर ट्रेनिंग 16-बिट बेस को नकली रूप से क्वांटाइज़ करती है: यह 4-बिट या 8-बिट क्वांटाइज़्ड बेस (QLoRA) पर नहीं चल सकती; बेस को bf16 में लोड करें</translation>
    </message>
    <message>
        <source>quantization-aware training and an FP8/FP4 training recipe both replace the linear layers; no training stack runs the two together</source>
        <translation>क्वांटाइज़ेशन-अवेयर ट्रेनिंग और FP8/FP4 ट्रेनिंग रेसिपी दोनों लीनियर लेयर बदलती हैं; कोई ट्रेनिंग स्टैक दोनों को साथ नहीं चलाता</translation>
    </message>
    <message>
        <source>quantization-aware training runs with full training or LoRA (torchtune, axolotl, Unsloth), not with this method</source>
        <translation>क्वांटाइज़ेशन-अवेयर ट्रेनिंग पूर्ण ट्रेनिंग या LoRA (torchtune, axolotl, Unsloth) के साथ चलती है, इस विधि के साथ नहीं</translation>
    </message>
    <message>
        <source>a fused backward pass steps a full fine-tune&apos;s weights with Adafactor and no gradient accumulation (kohya&apos;s --fused_backward_pass)</source>
        <translation>बैकवर्ड पास में जुड़ा ऑप्टिमाइज़र स्टेप पूर्ण फ़ाइन-ट्यून के वेट को Adafactor से और बिना ग्रेडिएंट संचय के अपडेट करता है (kohya का --fused_backward_pass)</translation>
    </message>
    <message>
        <source>the denoiser library has no model of the class %1</source>
        <translation>डीनॉइज़र लाइब्रेरी में क्लास %1 का कोई मॉडल नहीं है</translation>
    </message>
    <message>
        <source>the config is no denoiser of the library: it differs from %1 in %2</source>
        <translation>यह कॉन्फ़िग लाइब्रेरी का कोई डीनॉइज़र नहीं है: यह %1 से इसमें भिन्न है: %2</translation>
    </message>
    <message>
        <source>the denoiser library has no “%1”: %2</source>
        <translation>डीनॉइज़र लाइब्रेरी में “%1” नहीं है: %2</translation>
    </message>
    <message>
        <source>the denoiser library has no “%1” (the nearest are %2): %3</source>
        <translation>डीनॉइज़र लाइब्रेरी में “%1” नहीं है (सबसे नज़दीकी %2 हैं): %3</translation>
    </message>
    <message>
        <source>the config is no denoiser of the library: it names none of the shape settings of %1</source>
        <translation>यह कॉन्फ़िग लाइब्रेरी का कोई डीनॉइज़र नहीं है: इसमें %1 की आकार सेटिंग में से कोई भी नहीं है</translation>
    </message>
    <message>
        <source>the file&apos;s tensors are those of no denoiser of the library</source>
        <translation>फ़ाइल के टेंसर लाइब्रेरी के किसी भी डीनॉइज़र के नहीं हैं</translation>
    </message>
    <message>
        <source>the file is no denoiser of the library: its tensors differ from those of %1 in %2</source>
        <translation>यह फ़ाइल लाइब्रेरी का कोई डीनॉइज़र नहीं है: इसके टेंसर %1 के टेंसरों से इसमें भिन्न हैं: %2</translation>
    </message>
    <message>
        <source>name one of the library (tunefit diffusion --list), or give the diffusers folder, config.json or single .safetensors file of a fine-tune of one</source>
        <translation>लाइब्रेरी में से किसी का नाम दें (tunefit diffusion --list), या उनमें से किसी के फ़ाइन-ट्यून का diffusers फ़ोल्डर, config.json या एकल .safetensors फ़ाइल दें</translation>
    </message>
    <message>
        <source>the trainer loads the text encoders in the denoiser&apos;s data type and has no setting for another</source>
        <translation>ट्रेनर टेक्स्ट एनकोडर को डीनॉइज़र के डेटा टाइप में लोड करता है और किसी दूसरे के लिए उसमें कोई सेटिंग नहीं है</translation>
    </message>
    <message>
        <source>%1&apos;s networks adapt every linear of the blocks, not a set of them</source>
        <translation>%1 के नेटवर्क ब्लॉकों की हर लीनियर लेयर को अनुकूलित करते हैं, उनके किसी सेट को नहीं</translation>
    </message>
    <message>
        <source>%1 does not keep the text encoders or the VAE in CPU RAM</source>
        <translation>%1 टेक्स्ट एनकोडर या VAE को CPU RAM में नहीं रखता</translation>
    </message>
    <message>
        <source>%1 sets no prompt length for %2 in its config</source>
        <translation>%1 अपने कॉन्फ़िग में %2 के लिए कोई प्रॉम्प्ट लंबाई सेट नहीं करता</translation>
    </message>
    <message>
        <source>%1&apos;s config swaps no blocks to CPU RAM</source>
        <translation>%1 का कॉन्फ़िग कोई ब्लॉक CPU RAM में स्वैप नहीं करता</translation>
    </message>
    <message>
        <source>%1 has no FlashAttention-3 setting</source>
        <translation>%1 में FlashAttention-3 की कोई सेटिंग नहीं है</translation>
    </message>
    <message>
        <source>%1&apos;s resolution is one side of a square</source>
        <translation>%1 का रिज़ॉल्यूशन एक वर्ग की एक भुजा है</translation>
    </message>
    <message>
        <source>ai-toolkit quantizes with optimum-quanto (qfloat8, qint8), not NF4</source>
        <translation>ai-toolkit optimum-quanto (qfloat8, qint8) से क्वांटाइज़ करता है, NF4 से नहीं</translation>
    </message>
    <message>
        <source>%1 stores the frozen weights in FP8 only (--fp8_base), not %2</source>
        <translation>%1 फ़्रोज़न वेट केवल FP8 (--fp8_base) में रखता है, %2 में नहीं</translation>
    </message>
    <message>
        <source>kohya sd-scripts trains image models; musubi-tuner trains video models</source>
        <translation>kohya sd-scripts इमेज मॉडल ट्रेन करता है; musubi-tuner वीडियो मॉडल ट्रेन करता है</translation>
    </message>
    <message>
        <source>%1 has no FP8 setting for the text encoders</source>
        <translation>%1 में टेक्स्ट एनकोडर के लिए कोई FP8 सेटिंग नहीं है</translation>
    </message>
    <message>
        <source>kohya sd-scripts refuses --cpu_offload_checkpointing beside --blocks_to_swap</source>
        <translation>kohya sd-scripts --blocks_to_swap के साथ --cpu_offload_checkpointing को अस्वीकार करता है</translation>
    </message>
    <message>
        <source>musubi-tuner does not train %1</source>
        <translation>musubi-tuner %1 को ट्रेन नहीं करता</translation>
    </message>
    <message>
        <source>musubi-tuner&apos;s scripts train networks (LoRA, LoKr), not a full fine-tune</source>
        <translation>musubi-tuner की स्क्रिप्ट नेटवर्क (LoRA, LoKr) ट्रेन करती हैं, पूरा फ़ाइन-ट्यून नहीं</translation>
    </message>
    <message>
        <source>%1 trains on cached text encoder outputs and latents only</source>
        <translation>%1 केवल कैश किए गए टेक्स्ट एनकोडर आउटपुट और लेटेंट पर ट्रेन करता है</translation>
    </message>
    <message>
        <source>SimpleTuner&apos;s flux_lora_target has no set of the image stream&apos;s projections alone</source>
        <translation>SimpleTuner के flux_lora_target में केवल इमेज स्ट्रीम के प्रोजेक्शन का कोई सेट नहीं है</translation>
    </message>
    <message>
        <source>SimpleTuner adapts this model&apos;s attention projections, not every linear</source>
        <translation>SimpleTuner इस मॉडल के अटेंशन प्रोजेक्शन को अनुकूलित करता है, हर लीनियर को नहीं</translation>
    </message>
    <message>
        <source>SimpleTuner&apos;s default targets adapt the image stream&apos;s projections only</source>
        <translation>SimpleTuner के डिफ़ॉल्ट टार्गेट केवल इमेज स्ट्रीम के प्रोजेक्शन को अनुकूलित करते हैं</translation>
    </message>
    <message>
        <source>SimpleTuner has no model family for %1</source>
        <translation>SimpleTuner में %1 के लिए कोई मॉडल फ़ैमिली नहीं है</translation>
    </message>
    <message>
        <source>LoKr needs a LyCORIS config file beside SimpleTuner&apos;s config.json</source>
        <translation>LoKr को SimpleTuner की config.json के पास एक LyCORIS कॉन्फ़िग फ़ाइल चाहिए</translation>
    </message>
    <message>
        <source>%1 offers no Adafactor</source>
        <translation>%1 में Adafactor नहीं है</translation>
    </message>
    <message>
        <source>SimpleTuner sets the frames in its data backend config, not in config.json</source>
        <translation>SimpleTuner फ़्रेम अपने डेटा बैकएंड कॉन्फ़िग में सेट करता है, config.json में नहीं</translation>
    </message>
    <message>
        <source>SimpleTuner pads %1&apos;s prompts to %2 tokens</source>
        <translation>SimpleTuner %1 के प्रॉम्प्ट को %2 टोकन तक भरता है</translation>
    </message>
    <message>
        <source>SimpleTuner pads SD3&apos;s T5 prompt to at most %1 tokens (%2 with CLIP&apos;s %3)</source>
        <translation>SimpleTuner SD3 के T5 प्रॉम्प्ट को अधिकतम %1 टोकन तक भरता है (CLIP के %3 के साथ %2)</translation>
    </message>
    <message>
        <source>only kohya sd-scripts&apos; fine-tuning scripts fuse the optimizer step into backward (--fused_backward_pass)</source>
        <translation>केवल kohya sd-scripts की फ़ाइन-ट्यूनिंग स्क्रिप्ट ऑप्टिमाइज़र स्टेप को बैकवर्ड में जोड़ती हैं (--fused_backward_pass)</translation>
    </message>
    <message>
        <source>only musubi-tuner&apos;s --gradient_checkpointing_cpu_offload and sd-scripts&apos; --cpu_offload_checkpointing keep the checkpointed activations in CPU RAM</source>
        <translation>केवल musubi-tuner का --gradient_checkpointing_cpu_offload और sd-scripts का --cpu_offload_checkpointing चेकपॉइंट किए गए एक्टिवेशन CPU RAM में रखते हैं</translation>
    </message>
    <message>
        <source>diffusers&apos; example scripts take command-line flags, not a config file</source>
        <translation>diffusers की उदाहरण स्क्रिप्ट कमांड-लाइन फ़्लैग लेती हैं, कॉन्फ़िग फ़ाइल नहीं</translation>
    </message>
    <message>
        <source>only musubi-tuner keeps the resolution, frames and batch in a dataset config</source>
        <translation>केवल musubi-tuner रिज़ॉल्यूशन, फ़्रेम और बैच को डेटासेट कॉन्फ़िग में रखता है</translation>
    </message>
    <message>
        <source>activations can be kept in CPU RAM only under gradient checkpointing, which saves them block by block (musubi-tuner&apos;s --gradient_checkpointing_cpu_offload, sd-scripts&apos; --cpu_offload_checkpointing)</source>
        <translation>एक्टिवेशन CPU RAM में केवल ग्रेडिएंट चेकपॉइंटिंग के तहत रखे जा सकते हैं, जो उन्हें ब्लॉक दर ब्लॉक सहेजती है (musubi-tuner का --gradient_checkpointing_cpu_offload, sd-scripts का --cpu_offload_checkpointing)</translation>
    </message>
    <message>
        <source>it holds no training settings of a stack Tunefit reads</source>
        <translation>इसमें Tunefit द्वारा पढ़े जाने वाले किसी स्टैक की ट्रेनिंग सेटिंग नहीं है</translation>
    </message>
    <message>
        <source>it is a Python program: its settings are code, not a config</source>
        <translation>यह एक Python प्रोग्राम है: इसकी सेटिंग कोड हैं, कॉन्फ़िग नहीं</translation>
    </message>
    <message>
        <source>it is not a mapping of keys</source>
        <translation>यह कुंजियों की मैपिंग नहीं है</translation>
    </message>
    <message>
        <source>it holds no training command line</source>
        <translation>इसमें कोई ट्रेनिंग कमांड लाइन नहीं है</translation>
    </message>
    <message>
        <source>it is not a DeepSpeed JSON config</source>
        <translation>यह DeepSpeed JSON कॉन्फ़िग नहीं है</translation>
    </message>
    <message>
        <source>it is not an accelerate config</source>
        <translation>यह accelerate कॉन्फ़िग नहीं है</translation>
    </message>
    <message>
        <source>it is not a training config</source>
        <translation>यह ट्रेनिंग कॉन्फ़िग नहीं है</translation>
    </message>
    <message>
        <source>it is no image or video trainer&apos;s config</source>
        <translation>यह किसी इमेज या वीडियो ट्रेनर का कॉन्फ़िग नहीं है</translation>
    </message>
    <message>
        <source>it holds no image or video training command</source>
        <translation>इसमें कोई इमेज या वीडियो ट्रेनिंग कमांड नहीं है</translation>
    </message>
    <message>
        <source>it is a dataset config: import the training config that names it</source>
        <translation>यह एक डेटासेट कॉन्फ़िग है: उस ट्रेनिंग कॉन्फ़िग को आयात करें जो इसका नाम लेता है</translation>
    </message>
    <message>
        <source>it is not a JSON object</source>
        <translation>यह JSON ऑब्जेक्ट नहीं है</translation>
    </message>
    <message>
        <source>it has no safetensors header</source>
        <translation>इसमें safetensors हेडर नहीं है</translation>
    </message>
    <message>
        <source>its safetensors header is cut short</source>
        <translation>इसका safetensors हेडर अधूरा है</translation>
    </message>
    <message>
        <source>its safetensors header is not a JSON object</source>
        <translation>इसका safetensors हेडर JSON ऑब्जेक्ट नहीं है</translation>
    </message>
    <message>
        <source>its safetensors header claims %1 bytes</source>
        <translation>इसका safetensors हेडर %1 बाइट का दावा करता है</translation>
    </message>
    <message>
        <source>it is no training log Tunefit reads</source>
        <translation>यह ऐसा ट्रेनिंग लॉग नहीं है जिसे Tunefit पढ़ता है</translation>
    </message>
    <message>
        <source>its trainer state has no log history</source>
        <translation>इसके ट्रेनर स्टेट में कोई लॉग इतिहास नहीं है</translation>
    </message>
    <message>
        <source>it records no step time, throughput or memory</source>
        <translation>इसमें कोई स्टेप समय, थ्रूपुट या मेमोरी दर्ज नहीं है</translation>
    </message>
    <message>
        <source>the file is not of the expected kind: %1</source>
        <translation>फ़ाइल अपेक्षित प्रकार की नहीं है: %1</translation>
    </message>
</context>
<context>
    <name>EstimateCommand</name>
    <message>
        <source>Usable GiB per GPU: exit 0 when the job fits, 1 when not.</source>
        <translation>प्रति GPU उपयोग योग्य GiB: जॉब समा जाए तो exit 0, न समाए तो 1।</translation>
    </message>
    <message>
        <source>Print JSON (C locale numbers, English keys).</source>
        <translation>JSON छापें (C लोकेल की संख्याएँ, अंग्रेज़ी कुंजियाँ)।</translation>
    </message>
    <message>
        <source>Estimates the per-GPU peak memory of a fine-tuning step.</source>
        <translation>फ़ाइन-ट्यूनिंग के एक चरण की प्रति GPU शिखर मेमोरी का अनुमान लगाता है।</translation>
    </message>
    <message>
        <source>%1: %2 B parameters, %3 M trainable</source>
        <translation>%1: %2 अरब पैरामीटर, %3 मिलियन प्रशिक्षणीय</translation>
    </message>
    <message>
        <source>peak allocated</source>
        <translation>शिखर आवंटित</translation>
    </message>
    <message>
        <source>peak reserved</source>
        <translation>शिखर आरक्षित</translation>
    </message>
    <message>
        <source>whole device</source>
        <translation>पूरा डिवाइस</translation>
    </message>
    <message>
        <source>(band %1% .. +%2%)</source>
        <comment>the expected error band, in percent</comment>
        <translation>(दायरा %1% से +%2% तक)</translation>
    </message>
    <message>
        <source>in host memory</source>
        <translation>होस्ट मेमोरी में</translation>
    </message>
    <message>
        <source>A catalog GPU to judge the fit on (its memory, 5% kept free): exit 0 when the job fits, 1 when not.</source>
        <translation>फ़िट जाँचने के लिए कैटलॉग का एक GPU (उसकी मेमोरी, 5% खाली रखी जाती है): कार्य फ़िट हो तो निकास 0, न हो तो 1।</translation>
    </message>
    <message>
        <source>Objective: %1</source>
        <translation>उद्देश्य: %1</translation>
    </message>
    <message>
        <source>tunefit fit lists each change with its memory and time.</source>
        <translation>tunefit fit हर बदलाव को उसकी मेमोरी और समय के साथ दिखाता है।</translation>
    </message>
    <message>
        <source>Optimizer: %1</source>
        <translation>ऑप्टिमाइज़र: %1</translation>
    </message>
</context>
<context>
    <name>FitCommand</name>
    <message>
        <source>%1 GiB per GPU (no throughput figures for this GPU)</source>
        <translation>प्रति GPU %1 GiB (इस GPU के थ्रूपुट आँकड़े नहीं हैं)</translation>
    </message>
    <message>
        <source>%1 GiB per GPU, %2 tokens/s</source>
        <translation>प्रति GPU %1 GiB, %2 टोकन/से</translation>
    </message>
    <message>
        <source>The fastest setting of a fine-tuning job that fits a GPU, searched over the settings that do not change what is learned (micro-batch and accumulation, checkpointing, attention, loss, 8-bit and paged optimizers, sharding and offload). Exit 0 when a setting fits, 1 when none does (then the changes of the training that would fit are listed).</source>
        <translation>फ़ाइन-ट्यूनिंग जॉब की वह सबसे तेज़ सेटिंग जो GPU में समा जाती है, उन सेटिंग्स में खोजी गई जो सीखी जाने वाली चीज़ नहीं बदलतीं (माइक्रो-बैच और संचय, चेकपॉइंटिंग, अटेंशन, लॉस, 8-बिट और पेज्ड ऑप्टिमाइज़र, शार्डिंग और ऑफ़लोड)। कोई सेटिंग समाए तो exit 0, कोई न समाए तो 1 (तब प्रशिक्षण के वे बदलाव सूचीबद्ध होते हैं जिनसे जॉब समा जाएगा)।</translation>
    </message>
    <message>
        <source>The catalog GPU to fit the job on.</source>
        <translation>वह कैटलॉग GPU जिसमें जॉब को समाना है।</translation>
    </message>
    <message>
        <source>Print JSON (C locale numbers, English keys).</source>
        <translation>JSON छापें (C लोकेल संख्याएँ, अंग्रेज़ी कुंजियाँ)।</translation>
    </message>
    <message>
        <source>As set: %1</source>
        <translation>जैसा सेट है: %1</translation>
    </message>
    <message>
        <source>Advised: %1</source>
        <translation>सुझाई गई सेटिंग: %1</translation>
    </message>
    <message>
        <source>No change of the training that Tunefit tries fits either.</source>
        <translation>Tunefit जो प्रशिक्षण-बदलाव आज़माता है, उनमें से कोई भी नहीं समाता।</translation>
    </message>
    <message>
        <source>These would fit, but change the training:</source>
        <translation>ये समा जाएँगे, पर प्रशिक्षण बदलते हैं:</translation>
    </message>
    <message>
        <source>%1 on %2 × %3 (%4 per GPU)</source>
        <translation>%2 × %3 पर %1 (प्रति GPU %4)</translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <source>Trains two small matrices added to chosen weight matrices; the model&apos;s own weights stay frozen.</source>
        <translation>चुनी हुई वेट मैट्रिक्स में जोड़ी गई दो छोटी मैट्रिक्स को ट्रेन करता है; मॉडल के अपने वेट स्थिर (फ़्रोज़न) रहते हैं।</translation>
    </message>
    <message>
        <source>LoRA on a model whose frozen weights are stored in 4 bits (NF4), about a quarter of their 16-bit memory.</source>
        <translation>ऐसे मॉडल पर LoRA जिसके स्थिर वेट 4 बिट (NF4) में रखे जाते हैं, यानी 16-बिट मेमोरी का लगभग एक चौथाई।</translation>
    </message>
    <message>
        <source>Full fine-tuning</source>
        <translation>पूर्ण फ़ाइन-ट्यूनिंग</translation>
    </message>
    <message>
        <source>Trains every weight of the model, so every weight needs a gradient and optimizer state.</source>
        <translation>मॉडल के हर वेट को ट्रेन करता है, इसलिए हर वेट को ग्रेडिएंट और ऑप्टिमाइज़र स्टेट चाहिए।</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>माइक्रो-बैच</translation>
    </message>
    <message>
        <source>The sequences one GPU processes in one forward and backward pass.</source>
        <translation>वे सीक्वेंस जिन्हें एक GPU एक फ़ॉरवर्ड और बैकवर्ड पास में प्रोसेस करता है।</translation>
    </message>
    <message>
        <source>Gradient accumulation</source>
        <translation>ग्रेडिएंट संचय</translation>
    </message>
    <message>
        <source>Adds up the gradients of several micro-batches before one optimizer step: a larger batch without more memory.</source>
        <translation>एक ऑप्टिमाइज़र चरण से पहले कई माइक्रो-बैच के ग्रेडिएंट जोड़ता है: ज़्यादा मेमोरी के बिना बड़ा बैच।</translation>
    </message>
    <message>
        <source>Activation checkpointing</source>
        <translation>एक्टिवेशन चेकपॉइंटिंग</translation>
    </message>
    <message>
        <source>Keeps only some activations in the forward pass and recomputes the rest in the backward pass: less memory, more compute.</source>
        <translation>फ़ॉरवर्ड पास में केवल कुछ एक्टिवेशन रखता है और बाक़ी को बैकवर्ड पास में फिर से गणना करता है: कम मेमोरी, ज़्यादा गणना।</translation>
    </message>
    <message>
        <source>Checkpointing: full (every block)</source>
        <translation>चेकपॉइंटिंग: पूर्ण (हर ब्लॉक)</translation>
    </message>
    <message>
        <source>Each block keeps only its input; the whole block is computed again in the backward pass.</source>
        <translation>हर ब्लॉक केवल अपना इनपुट रखता है; बैकवर्ड पास में पूरा ब्लॉक फिर से गणना किया जाता है।</translation>
    </message>
    <message>
        <source>Checkpointing: selective</source>
        <translation>चेकपॉइंटिंग: चयनात्मक</translation>
    </message>
    <message>
        <source>Only the attention&apos;s sequence × sequence tensors are computed again; everything else is kept.</source>
        <translation>केवल अटेंशन के सीक्वेंस × सीक्वेंस टेंसर फिर से गणना किए जाते हैं; बाक़ी सब रखा जाता है।</translation>
    </message>
    <message>
        <source>Checkpointing: selective (per op)</source>
        <translation>चेकपॉइंटिंग: चयनात्मक (प्रति ऑप)</translation>
    </message>
    <message>
        <source>Each block keeps the outputs of its attention and of every other matrix product; the rest is computed again.</source>
        <translation>हर ब्लॉक अपने अटेंशन और हर दूसरे मैट्रिक्स गुणनफल के आउटपुट रखता है; बाक़ी फिर से गणना किया जाता है।</translation>
    </message>
    <message>
        <source>Checkpointing: offload to CPU</source>
        <translation>चेकपॉइंटिंग: CPU पर ऑफ़लोड</translation>
    </message>
    <message>
        <source>Full checkpointing with the block inputs kept in CPU memory instead of on the GPU.</source>
        <translation>पूर्ण चेकपॉइंटिंग, पर ब्लॉक के इनपुट GPU के बजाय CPU मेमोरी में रखे जाते हैं।</translation>
    </message>
    <message>
        <source>Tiled MLP</source>
        <translation>टाइल्ड MLP</translation>
    </message>
    <message>
        <source>Computes the MLP in slices of the sequence, each computed again in the backward pass, so long sequences need less memory.</source>
        <translation>MLP को सीक्वेंस के टुकड़ों में गणना करता है, हर टुकड़ा बैकवर्ड पास में फिर से गणना होता है, इसलिए लंबे सीक्वेंस को कम मेमोरी चाहिए।</translation>
    </message>
    <message>
        <source>Optimizer step in backward</source>
        <translation>बैकवर्ड में ऑप्टिमाइज़र चरण</translation>
    </message>
    <message>
        <source>Updates each weight as soon as its gradient is ready and frees that gradient, so the gradients are never all held at once.</source>
        <translation>हर वेट को उसका ग्रेडिएंट तैयार होते ही अपडेट करता है और वह ग्रेडिएंट छोड़ देता है, इसलिए सारे ग्रेडिएंट कभी एक साथ नहीं रखे जाते।</translation>
    </message>
    <message>
        <source>Each GPU keeps only its share of the optimizer state.</source>
        <translation>हर GPU ऑप्टिमाइज़र स्टेट का केवल अपना हिस्सा रखता है।</translation>
    </message>
    <message>
        <source>Each GPU keeps only its share of the optimizer state and of the gradients.</source>
        <translation>हर GPU ऑप्टिमाइज़र स्टेट और ग्रेडिएंट का केवल अपना हिस्सा रखता है।</translation>
    </message>
    <message>
        <source>Each GPU keeps only its share of the optimizer state, the gradients and the weights; a layer&apos;s weights are gathered when it runs.</source>
        <translation>हर GPU ऑप्टिमाइज़र स्टेट, ग्रेडिएंट और वेट का केवल अपना हिस्सा रखता है; किसी लेयर के वेट उसके चलते समय इकट्ठे किए जाते हैं।</translation>
    </message>
    <message>
        <source>PyTorch&apos;s fully sharded data parallel: shares weights, gradients and optimizer state out over the GPUs, as ZeRO-3 does.</source>
        <translation>PyTorch का फ़ुली शार्डेड डेटा पैरेलल: ZeRO-3 की तरह वेट, ग्रेडिएंट और ऑप्टिमाइज़र स्टेट को GPU में बाँट देता है।</translation>
    </message>
    <message>
        <source>Data parallel: every GPU holds the whole model and trains on different data.</source>
        <translation>डेटा पैरेलल: हर GPU पूरा मॉडल रखता है और अलग डेटा पर ट्रेन करता है।</translation>
    </message>
    <message>
        <source>Offload</source>
        <translation>ऑफ़लोड</translation>
    </message>
    <message>
        <source>Moves optimizer state or weights to CPU memory: less GPU memory, more time.</source>
        <translation>ऑप्टिमाइज़र स्टेट या वेट को CPU मेमोरी में ले जाता है: कम GPU मेमोरी, ज़्यादा समय।</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>टेंसर पैरेलल</translation>
    </message>
    <message>
        <source>Splits each weight matrix over several GPUs, which compute every layer together.</source>
        <translation>हर वेट मैट्रिक्स को कई GPU में बाँटता है, जो हर लेयर की गणना साथ मिलकर करते हैं।</translation>
    </message>
    <message>
        <source>Pipeline parallel</source>
        <translation>पाइपलाइन पैरेलल</translation>
    </message>
    <message>
        <source>Gives each GPU a run of consecutive layers; micro-batches pass from GPU to GPU in turn.</source>
        <translation>हर GPU को लगातार लेयर का एक हिस्सा देता है; माइक्रो-बैच बारी-बारी से एक GPU से अगले GPU तक जाते हैं।</translation>
    </message>
    <message>
        <source>Sequence parallel</source>
        <translation>सीक्वेंस पैरेलल</translation>
    </message>
    <message>
        <source>Splits each sequence over several GPUs, so each holds the activations of its part.</source>
        <translation>हर सीक्वेंस को कई GPU में बाँटता है, ताकि हर GPU केवल अपने हिस्से के एक्टिवेशन रखे।</translation>
    </message>
    <message>
        <source>An attention kernel that never stores the sequence × sequence score matrix, so its memory grows only linearly with the sequence.</source>
        <translation>एक अटेंशन कर्नेल जो सीक्वेंस × सीक्वेंस स्कोर मैट्रिक्स कभी नहीं रखता, इसलिए इसकी मेमोरी सीक्वेंस के साथ केवल रैखिक रूप से बढ़ती है।</translation>
    </message>
    <message>
        <source>Model FLOPs utilization: the share of the GPU&apos;s peak compute that training achieves; the time estimate rests on it.</source>
        <translation>मॉडल FLOPs उपयोग: GPU की अधिकतम गणना क्षमता का वह हिस्सा जो ट्रेनिंग वास्तव में पाती है; समय का अनुमान इसी पर टिका है।</translation>
    </message>
    <message>
        <source>The model&apos;s weights that are not trained, kept on the GPU for the forward and backward passes.</source>
        <translation>मॉडल के वे वेट जो ट्रेन नहीं होते, फ़ॉरवर्ड और बैकवर्ड पास के लिए GPU पर रखे जाते हैं।</translation>
    </message>
    <message>
        <source>The weights being trained: the adapters of LoRA, or every weight in full fine-tuning.</source>
        <translation>ट्रेन हो रहे वेट: LoRA के एडेप्टर, या पूर्ण फ़ाइन-ट्यूनिंग में हर वेट।</translation>
    </message>
    <message>
        <source>The gradients of the trained weights, computed in the backward pass.</source>
        <translation>ट्रेन हो रहे वेट के ग्रेडिएंट, जो बैकवर्ड पास में गणना होते हैं।</translation>
    </message>
    <message>
        <source>What the optimizer keeps per trained weight, such as AdamW&apos;s two moments and fp32 master copies.</source>
        <translation>ऑप्टिमाइज़र हर ट्रेन हो रहे वेट के लिए जो रखता है, जैसे AdamW के दो मोमेंट और fp32 मास्टर कॉपी।</translation>
    </message>
    <message>
        <source>Intermediate results of the forward pass kept for the backward pass.</source>
        <translation>फ़ॉरवर्ड पास के बीच के नतीजे, जो बैकवर्ड पास के लिए रखे जाते हैं।</translation>
    </message>
    <message>
        <source>The activations of the image encoder for the images of each sample.</source>
        <translation>हर सैंपल की इमेज के लिए इमेज एनकोडर के एक्टिवेशन।</translation>
    </message>
    <message>
        <source>The scores over the whole vocabulary for every token, and the loss computed from them.</source>
        <translation>हर टोकन के लिए पूरी शब्दावली पर स्कोर, और उनसे गणना किया गया लॉस।</translation>
    </message>
    <message>
        <source>Short-lived working memory: one block&apos;s gathered weights and dequantization scratch.</source>
        <translation>थोड़ी देर की कार्य-मेमोरी: एक ब्लॉक के इकट्ठे किए गए वेट और डीक्वांटाइज़ेशन की अस्थायी जगह।</translation>
    </message>
    <message>
        <source>Frozen models the objective compares against, such as the reference model of DPO or GRPO.</source>
        <translation>स्थिर मॉडल जिनसे उद्देश्य तुलना करता है, जैसे DPO या GRPO का संदर्भ मॉडल।</translation>
    </message>
    <message>
        <source>The critic model that PPO trains beside the policy.</source>
        <translation>क्रिटिक मॉडल जिसे PPO पॉलिसी के साथ-साथ ट्रेन करता है।</translation>
    </message>
    <message>
        <source>The key-value cache that holds the attention state while completions are generated.</source>
        <translation>की-वैल्यू कैश, जो कम्प्लीशन बनते समय अटेंशन की स्थिति रखता है।</translation>
    </message>
    <message>
        <source>Memory PyTorch&apos;s caching allocator holds but is not using at the moment.</source>
        <translation>वह मेमोरी जिसे PyTorch का कैशिंग एलोकेटर रखे हुए है पर इस समय इस्तेमाल नहीं कर रहा।</translation>
    </message>
    <message>
        <source>Memory the CUDA driver and its kernels take on each GPU before any tensor.</source>
        <translation>वह मेमोरी जो CUDA ड्राइवर और उसके कर्नेल किसी भी टेंसर से पहले हर GPU पर ले लेते हैं।</translation>
    </message>
</context>
<context>
    <name>ImportCommand</name>
    <message>
        <source>Stack: %1</source>
        <translation>स्टैक: %1</translation>
    </message>
    <message>
        <source>Model %1: no bundled preset and no config.json on this computer; pass --model</source>
        <translation>मॉडल %1: कोई साथ आया प्रीसेट नहीं और इस कंप्यूटर पर कोई config.json नहीं; --model दें</translation>
    </message>
    <message>
        <source>Left to the launch: %1 = %2</source>
        <translation>लॉन्च पर छोड़ा गया: %1 = %2</translation>
    </message>
    <message numerus="yes">
        <source>%n key(s) without effect on memory, time or cost</source>
        <translation>
            <numerusform>मेमोरी, समय या लागत पर बिना असर वाली %n कुंजियाँ</numerusform>
            <numerusform>मेमोरी, समय या लागत पर बिना असर वाली %n कुंजियाँ</numerusform>
        </translation>
    </message>
    <message>
        <source>Reads a training config (axolotl, LLaMA-Factory, torchtune, TRL, accelerate, DeepSpeed, ms-swift, litgpt) as a job.</source>
        <translation>किसी ट्रेनिंग कॉन्फ़िग (axolotl, LLaMA-Factory, torchtune, TRL, accelerate, DeepSpeed, ms-swift, litgpt) को जॉब के रूप में पढ़ता है।</translation>
    </message>
    <message>
        <source>Write the job file here.</source>
        <translation>जॉब फ़ाइल यहाँ लिखें।</translation>
    </message>
    <message>
        <source>Print every field with its value and origin as JSON.</source>
        <translation>हर फ़ील्ड को उसके मान और स्रोत के साथ JSON में छापें।</translation>
    </message>
    <message>
        <source>Model preset id or config.json when the file&apos;s model is not found.</source>
        <translation>फ़ाइल का मॉडल न मिलने पर मॉडल प्रीसेट id या config.json।</translation>
    </message>
    <message>
        <source>Dataset size in tokens, for a file without max_steps.</source>
        <translation>max_steps के बिना फ़ाइल के लिए टोकन में डेटासेट का आकार।</translation>
    </message>
    <message>
        <source>The training config.</source>
        <translation>ट्रेनिंग कॉन्फ़िग।</translation>
    </message>
    <message>
        <source>tunefit import: name one config file</source>
        <translation>tunefit import: एक कॉन्फ़िग फ़ाइल बताएँ</translation>
    </message>
    <message>
        <source>tunefit import: model %1 not found</source>
        <translation>tunefit import: मॉडल %1 नहीं मिला</translation>
    </message>
    <message>
        <source>Writes a job as a training config of another stack, with the plan in a comment header.</source>
        <translation>जॉब को किसी अन्य स्टैक के ट्रेनिंग कॉन्फ़िग के रूप में लिखता है, योजना एक टिप्पणी हेडर में।</translation>
    </message>
    <message>
        <source>The config file to write.</source>
        <translation>लिखी जाने वाली कॉन्फ़िग फ़ाइल।</translation>
    </message>
    <message>
        <source>A *.tunefit.json job file.</source>
        <translation>एक *.tunefit.json जॉब फ़ाइल।</translation>
    </message>
    <message>
        <source>tunefit export-config: give JOB, --stack and --out</source>
        <translation>tunefit export-config: JOB, --stack और --out दें</translation>
    </message>
    <message>
        <source>%1:%2, key %3</source>
        <translation>%1:%2, कुंजी %3</translation>
    </message>
    <message>
        <source>Not used: %1 (%2)</source>
        <translation>उपयोग नहीं हुआ: %1 (%2)</translation>
    </message>
    <message>
        <source>Write the plan&apos;s best offer of this catalog GPU (its GPU count, sharding and offload).</source>
        <translation>इस कैटलॉग GPU का योजना का सबसे अच्छा ऑफ़र लिखें (उसकी GPU संख्या, शार्डिंग और ऑफ़लोड)।</translation>
    </message>
    <message>
        <source>With --gpu: the offer with this many GPUs.</source>
        <translation>--gpu के साथ: इतने GPU वाला ऑफ़र।</translation>
    </message>
    <message>
        <source>Write the plan&apos;s first option.</source>
        <translation>योजना का पहला विकल्प लिखें।</translation>
    </message>
    <message>
        <source>Date for the stale-price rule.</source>
        <translation>पुरानी कीमत वाले नियम के लिए तारीख।</translation>
    </message>
    <message>
        <source>tunefit export-config: give either --best or --gpu, not both</source>
        <translation>tunefit export-config: --best या --gpu में से एक दें, दोनों नहीं</translation>
    </message>
    <message>
        <source>tunefit export-config: no offer of the catalog runs this job</source>
        <translation>tunefit export-config: कैटलॉग का कोई ऑफ़र यह जॉब नहीं चला सकता</translation>
    </message>
    <message numerus="yes">
        <source>tunefit export-config: no offer of %n %1 GPU(s) runs this job</source>
        <translation>
            <numerusform>tunefit export-config: %n %1 GPU का कोई ऑफ़र यह जॉब नहीं चला सकता</numerusform>
            <numerusform>tunefit export-config: %n %1 GPU का कोई ऑफ़र यह जॉब नहीं चला सकता</numerusform>
        </translation>
    </message>
    <message>
        <source>tunefit export-config: no offer of %1 runs this job</source>
        <translation>tunefit export-config: %1 का कोई ऑफ़र यह जॉब नहीं चला सकता</translation>
    </message>
    <message>
        <source>The folder files the config names (a DeepSpeed JSON, an accelerate config) may be read from: the config&apos;s folder and those above it up to this one (default: the config&apos;s folder).</source>
        <translation>वह फ़ोल्डर जिससे कॉन्फ़िग द्वारा नामित फ़ाइलें (DeepSpeed JSON, accelerate कॉन्फ़िग) पढ़ी जा सकती हैं: कॉन्फ़िग का फ़ोल्डर और उसके ऊपर के फ़ोल्डर इस फ़ोल्डर तक (डिफ़ॉल्ट: कॉन्फ़िग का फ़ोल्डर)।</translation>
    </message>
    <message>
        <source>tunefit import: --root %1 is not a folder</source>
        <translation>tunefit import: --root %1 कोई फ़ोल्डर नहीं है</translation>
    </message>
</context>
<context>
    <name>ImportWording</name>
    <message>
        <source>Model</source>
        <translation>मॉडल</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>विधि</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>प्रिसिज़न</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>ऑप्टिमाइज़र</translation>
    </message>
    <message>
        <source>Sequence packing</source>
        <translation>सीक्वेंस पैकिंग</translation>
    </message>
    <message>
        <source>Activation checkpointing</source>
        <translation>एक्टिवेशन चेकपॉइंटिंग</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>अटेंशन</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>लॉस</translation>
    </message>
    <message>
        <source>Offload</source>
        <translation>ऑफ़लोड</translation>
    </message>
    <message>
        <source>Tiled MLP</source>
        <translation>टाइल्ड MLP</translation>
    </message>
    <message>
        <source>Optimizer step in backward</source>
        <translation>बैकवर्ड में ऑप्टिमाइज़र स्टेप</translation>
    </message>
    <message>
        <source>Sequence parallelism</source>
        <translation>सीक्वेंस पैरेललिज़्म</translation>
    </message>
    <message>
        <source>Sequence-parallel degree</source>
        <translation>सीक्वेंस-पैरेलल डिग्री</translation>
    </message>
    <message>
        <source>default of %1 (%2)</source>
        <translation>%1 का डिफ़ॉल्ट (%2)</translation>
    </message>
    <message>
        <source>%1, key %2</source>
        <translation>%1, कुंजी %2</translation>
    </message>
    <message>
        <source>%1:%2, key %3</source>
        <translation>%1:%2, कुंजी %3</translation>
    </message>
    <message>
        <source>no effect on memory, time or cost</source>
        <translation>मेमोरी, समय या लागत पर कोई असर नहीं</translation>
    </message>
    <message>
        <source>decided by %1</source>
        <translation>%1 ने तय किया</translation>
    </message>
    <message>
        <source>not modelled yet</source>
        <translation>अभी मॉडल नहीं किया गया</translation>
    </message>
    <message>
        <source>not modelled yet (%1)</source>
        <translation>अभी मॉडल नहीं किया गया (%1)</translation>
    </message>
    <message>
        <source>approximated as %1 = %2</source>
        <comment>field = value</comment>
        <translation>%1 = %2 के रूप में अनुमानित</translation>
    </message>
    <message>
        <source>approximated as %1</source>
        <translation>%1 के रूप में अनुमानित</translation>
    </message>
    <message>
        <source>Tensor-parallel degree</source>
        <translation>टेंसर-पैरेलल डिग्री</translation>
    </message>
    <message>
        <source>Pipeline stages</source>
        <translation>पाइपलाइन स्टेज</translation>
    </message>
    <message>
        <source>Virtual pipeline stages</source>
        <translation>वर्चुअल पाइपलाइन स्टेज</translation>
    </message>
    <message>
        <source>Expert-parallel degree</source>
        <translation>एक्सपर्ट-पैरेलल डिग्री</translation>
    </message>
    <message>
        <source>Expert tensor-parallel degree</source>
        <translation>एक्सपर्ट टेंसर-पैरेलल डिग्री</translation>
    </message>
    <message>
        <source>Megatron sequence parallelism</source>
        <translation>Megatron सीक्वेंस पैरेललिज़्म</translation>
    </message>
    <message>
        <source>a value Tunefit does not know</source>
        <translation>ऐसा मान जिसे Tunefit नहीं जानता</translation>
    </message>
    <message>
        <source>FP8/FP4 recipe</source>
        <translation>FP8/FP4 रेसिपी</translation>
    </message>
    <message>
        <source>Parameters gathered in the recipe&apos;s format</source>
        <translation>पैरामीटर रेसिपी के फ़ॉर्मैट में इकट्ठा</translation>
    </message>
    <message>
        <source>16-bit blocks at the start</source>
        <translation>शुरुआत के 16-बिट ब्लॉक</translation>
    </message>
    <message>
        <source>16-bit blocks at the end</source>
        <translation>अंत के 16-बिट ब्लॉक</translation>
    </message>
    <message>
        <source>Optimizer state type</source>
        <translation>ऑप्टिमाइज़र स्टेट का प्रकार</translation>
    </message>
    <message>
        <source>Quantization-aware training</source>
        <translation>क्वांटाइज़ेशन-अवेयर ट्रेनिंग</translation>
    </message>
    <message>
        <source>QAT weight group size</source>
        <translation>QAT वेट समूह का आकार</translation>
    </message>
</context>
<context>
    <name>JobOptions</name>
    <message>
        <source>Model preset id or Hugging Face repo.</source>
        <translation>मॉडल प्रीसेट id या Hugging Face रिपॉज़िटरी।</translation>
    </message>
    <message>
        <source>A Hugging Face config.json to read instead.</source>
        <translation>इसके बजाय पढ़ने के लिए Hugging Face config.json।</translation>
    </message>
    <message>
        <source>Adapter rank.</source>
        <translation>एडैप्टर रैंक।</translation>
    </message>
    <message>
        <source>Adapter dropout.</source>
        <translation>एडैप्टर ड्रॉपआउट।</translation>
    </message>
    <message>
        <source>Adapted modules: q,k,v,o,gate,up,down or all.</source>
        <translation>एडैप्ट किए जाने वाले मॉड्यूल: q,k,v,o,gate,up,down या all।</translation>
    </message>
    <message>
        <source>Also train the embedding.</source>
        <translation>एम्बेडिंग को भी प्रशिक्षित करें।</translation>
    </message>
    <message>
        <source>Also train the lm_head.</source>
        <translation>lm_head को भी प्रशिक्षित करें।</translation>
    </message>
    <message>
        <source>Keep adapters in the base dtype (torchtune, litgpt).</source>
        <translation>एडैप्टर को बेस dtype में रखें (torchtune, litgpt)।</translation>
    </message>
    <message>
        <source>Prefix/prompt length for prompt-based methods.</source>
        <translation>प्रॉम्प्ट-आधारित विधियों के लिए प्रीफ़िक्स/प्रॉम्प्ट की लंबाई।</translation>
    </message>
    <message>
        <source>Bottleneck adapter width.</source>
        <translation>बॉटलनेक एडैप्टर की चौड़ाई।</translation>
    </message>
    <message>
        <source>Freeze: blocks trained in full.</source>
        <translation>Freeze: पूरी तरह प्रशिक्षित होने वाले ब्लॉक।</translation>
    </message>
    <message>
        <source>Base quantization: none, nf4, nf4_dq, fp4, int8.</source>
        <translation>बेस क्वांटाइज़ेशन: none, nf4, nf4_dq, fp4, int8।</translation>
    </message>
    <message>
        <source>Micro-batch per GPU.</source>
        <translation>प्रति GPU माइक्रो-बैच।</translation>
    </message>
    <message>
        <source>Sequence length.</source>
        <translation>सीक्वेंस लंबाई।</translation>
    </message>
    <message>
        <source>Gradient accumulation steps.</source>
        <translation>ग्रेडिएंट संचय के चरण।</translation>
    </message>
    <message>
        <source>Number of GPUs.</source>
        <translation>GPU की संख्या।</translation>
    </message>
    <message>
        <source>A Tunefit job file (.tunefit.json) to read instead of the job flags.</source>
        <translation>कार्य फ़्लैग के बजाय पढ़ने के लिए Tunefit कार्य फ़ाइल (.tunefit.json)।</translation>
    </message>
    <message>
        <source>Pair objectives: --batch already counts both sequences of each pair.</source>
        <translation>जोड़े वाले उद्देश्य: --batch हर जोड़े के दोनों सीक्वेंस पहले से गिनता है।</translation>
    </message>
    <message>
        <source>KTO without its KL term.</source>
        <translation>KL पद के बिना KTO।</translation>
    </message>
    <message>
        <source>PPO/GRPO: generated tokens per sequence (part of --seq).</source>
        <translation>PPO/GRPO: प्रति सीक्वेंस जनरेट किए गए टोकन (--seq का हिस्सा)।</translation>
    </message>
    <message>
        <source>PPO/GRPO generation engine: in_process, colocated, server.</source>
        <translation>PPO/GRPO जनरेशन इंजन: in_process, colocated, server।</translation>
    </message>
    <message>
        <source>Colocated engine: share of the GPU&apos;s memory it holds (0 to 1).</source>
        <translation>उसी GPU पर इंजन: GPU की मेमोरी का वह हिस्सा जो यह रखता है (0 से 1)।</translation>
    </message>
    <message>
        <source>Colocated engine: memory of the GPU the share applies to (default: --gpu-memory, else 80).</source>
        <translation>उसी GPU पर इंजन: उस GPU की मेमोरी जिस पर हिस्सा लागू होता है (डिफ़ॉल्ट: --gpu-memory, अन्यथा 80)।</translation>
    </message>
    <message>
        <source>Colocated engine: its memory is released while training (sleep mode).</source>
        <translation>उसी GPU पर इंजन: ट्रेनिंग के दौरान इसकी मेमोरी छोड़ दी जाती है (स्लीप मोड)।</translation>
    </message>
    <message>
        <source>PPO: the value model trains in full even when the policy trains adapters.</source>
        <translation>PPO: पॉलिसी एडैप्टर ट्रेन करे तब भी वैल्यू मॉडल पूरा ट्रेन होता है।</translation>
    </message>
    <message>
        <source>Read the job from a training config (axolotl, LLaMA-Factory, torchtune, TRL, accelerate, DeepSpeed, ms-swift, litgpt); the other job flags are ignored.</source>
        <translation>जॉब को किसी ट्रेनिंग कॉन्फ़िग (axolotl, LLaMA-Factory, torchtune, TRL, accelerate, DeepSpeed, ms-swift, litgpt) से पढ़ें; बाकी जॉब फ़्लैग अनदेखे किए जाते हैं।</translation>
    </message>
    <message>
        <source>Run the optimizer step inside backward, one parameter at a time (torchtune optimizer_in_bwd); needs --grad-accum 1.</source>
        <translation>ऑप्टिमाइज़र चरण को बैकवर्ड के भीतर, एक-एक पैरामीटर करके चलाएँ (torchtune optimizer_in_bwd); --grad-accum 1 आवश्यक है।</translation>
    </message>
    <message>
        <source>Compute the MLP in tiles along the sequence, recomputed in backward (DeepSpeed ALST TiledMLP).</source>
        <translation>MLP को अनुक्रम के साथ टाइलों में गणना करें, बैकवर्ड में पुनर्गणना के साथ (DeepSpeed ALST TiledMLP)।</translation>
    </message>
    <message>
        <source>Split each sequence over GPUs: none, ulysses, ring.</source>
        <translation>हर अनुक्रम को GPU पर बाँटें: none, ulysses, ring।</translation>
    </message>
    <message>
        <source>GPUs one sequence is split over; divides --gpus (default: --gpus).</source>
        <translation>वे GPU जिन पर एक अनुक्रम बाँटा जाता है; --gpus को विभाजित करता है (डिफ़ॉल्ट: --gpus)।</translation>
    </message>
    <message>
        <source>Vision-language models: images per sample (their tokens count in --seq).</source>
        <translation>विज़न-लैंग्वेज मॉडल: प्रति सैंपल इमेज (उनके टोकन --seq में गिने जाते हैं)।</translation>
    </message>
    <message>
        <source>Vision-language models: tokens one image becomes in the sequence (default: the model&apos;s figure, e.g. 256 for Gemma 3).</source>
        <translation>विज़न-लैंग्वेज मॉडल: एक इमेज सीक्वेंस में कितने टोकन बनती है (डिफ़ॉल्ट: मॉडल का आँकड़ा, जैसे Gemma 3 के लिए 256)।</translation>
    </message>
    <message>
        <source>Vision-language models: train the vision tower like the text tower (full or with the same adapters) instead of keeping it frozen.</source>
        <translation>विज़न-लैंग्वेज मॉडल: विज़न टावर को स्थिर (फ़्रोज़न) रखने के बजाय टेक्स्ट टावर की तरह प्रशिक्षित करें (पूर्ण रूप से या उन्हीं एडैप्टर के साथ)।</translation>
    </message>
    <message>
        <source>Tensor-parallel degree (Megatron TP); divides --gpus.</source>
        <translation>टेंसर-पैरेलल डिग्री (Megatron TP); --gpus को पूरा-पूरा बाँटती है।</translation>
    </message>
    <message>
        <source>Pipeline-parallel degree: stages of whole blocks.</source>
        <translation>पाइपलाइन-पैरेलल डिग्री: पूरे ब्लॉकों के स्टेज।</translation>
    </message>
    <message>
        <source>Virtual pipeline stages per GPU (interleaved 1F1B; needs --pp).</source>
        <translation>हर GPU पर वर्चुअल पाइपलाइन स्टेज (इंटरलीव्ड 1F1B; --pp चाहिए)।</translation>
    </message>
    <message>
        <source>Expert-parallel degree: routed experts split over GPUs (MoE).</source>
        <translation>एक्सपर्ट-पैरेलल डिग्री: रूटेड एक्सपर्ट GPU में बँटते हैं (MoE)।</translation>
    </message>
    <message>
        <source>Expert tensor-parallel degree: each expert split over GPUs.</source>
        <translation>एक्सपर्ट टेंसर-पैरेलल डिग्री: हर एक्सपर्ट GPU में बँटता है।</translation>
    </message>
    <message>
        <source>Context-parallel degree: ring attention over n GPUs (the same as --sequence-parallel ring --sp-degree n).</source>
        <translation>कॉन्टेक्स्ट-पैरेलल डिग्री: n GPU पर रिंग अटेंशन (--sequence-parallel ring --sp-degree n के समान)।</translation>
    </message>
    <message>
        <source>Tensor parallelism without Megatron sequence parallelism.</source>
        <translation>Megatron सीक्वेंस पैरेललिज़्म के बिना टेंसर पैरेललिज़्म।</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>सूचना: %1</translation>
    </message>
    <message>
        <source>How MoE experts run: grouped_mm (transformers 5), per_expert (a module per expert, transformers 4), fused_grouped (Megatron-Core; any --tp, --pp or --ep runs it).</source>
        <translation>MoE एक्सपर्ट कैसे चलते हैं: grouped_mm (transformers 5), per_expert (हर एक्सपर्ट का एक मॉड्यूल, transformers 4), fused_grouped (Megatron-Core; कोई भी --tp, --pp या --ep इसे चलाता है)।</translation>
    </message>
    <message>
        <source>PPO/GRPO with an engine: mean generated tokens of a completion (default 0: each runs to --completion-len).</source>
        <translation>PPO/GRPO, इंजन के साथ: एक कम्प्लीशन के औसत जनरेट किए गए टोकन (डिफ़ॉल्ट 0: हर एक --completion-len तक चलता है)।</translation>
    </message>
    <message>
        <source>PPO/GRPO with an engine: GPUs one engine replica splits the model over (vLLM tensor_parallel_size; default 0: as training&apos;s --tp).</source>
        <translation>इंजन के साथ PPO/GRPO: वे GPU जिन पर इंजन की एक प्रतिकृति मॉडल को बाँटती है (vLLM tensor_parallel_size; डिफ़ॉल्ट 0: प्रशिक्षण के --tp जितना)।</translation>
    </message>
    <message>
        <source>GRPO/RLOO: completions per prompt.</source>
        <translation>GRPO/RLOO: प्रति प्रॉम्प्ट कम्प्लीशन।</translation>
    </message>
    <message>
        <source>Training objective: sft, dpo, ipo, kto, orpo, simpo, cpo, reward_model, ppo, grpo, rloo, online_dpo.</source>
        <translation>प्रशिक्षण उद्देश्य: sft, dpo, ipo, kto, orpo, simpo, cpo, reward_model, ppo, grpo, rloo, online_dpo।</translation>
    </message>
    <message>
        <source>Reference of DPO, IPO, KTO, PPO, GRPO, RLOO and online DPO: separate_frozen, adapter_disabled, precomputed, none (default: adapter_disabled for adapter methods, separate_frozen for full fine-tuning).</source>
        <translation>DPO, IPO, KTO, PPO, GRPO, RLOO और ऑनलाइन DPO का संदर्भ: separate_frozen, adapter_disabled, precomputed, none (डिफ़ॉल्ट: एडैप्टर विधियों के लिए adapter_disabled, पूर्ण फ़ाइन-ट्यूनिंग के लिए separate_frozen)।</translation>
    </message>
    <message>
        <source>PPO/GRPO: completions one GPU generates together (default: what it trains on in a step, --batch × --grad-accum without model parallelism; online DPO: a micro-batch&apos;s pairs, 2 × --batch).</source>
        <translation>PPO/GRPO: एक GPU एक साथ जितने कम्प्लीशन जनरेट करता है (डिफ़ॉल्ट: एक स्टेप में वह जितने पर प्रशिक्षित होता है, मॉडल पैरेललिज़्म के बिना --batch × --grad-accum; ऑनलाइन DPO: एक माइक्रो-बैच के जोड़े, 2 × --batch)।</translation>
    </message>
    <message>
        <source>GRPO/RLOO/online DPO: a frozen reward model of the policy&apos;s size scores the completions on the training GPU (default: rule functions or a judge off it; PPO always has one).</source>
        <translation>GRPO/RLOO/ऑनलाइन DPO: पॉलिसी के आकार का एक स्थिर रिवॉर्ड मॉडल प्रशिक्षण GPU पर कम्प्लीशन को अंक देता है (डिफ़ॉल्ट: नियम फ़ंक्शन या GPU से बाहर कोई जज; PPO में यह हमेशा होता है)।</translation>
    </message>
    <message>
        <source>Gather parameters in the recipe&apos;s format (torchao FSDP float8 all-gather, Megatron --fp8-param-gather).</source>
        <translation>पैरामीटर रेसिपी के फ़ॉर्मैट में इकट्ठा करें (torchao FSDP float8 all-gather, Megatron --fp8-param-gather)।</translation>
    </message>
    <message>
        <source>Blocks at the start kept in the compute type under the recipe (Megatron --num-layers-at-start-in-bf16).</source>
        <translation>रेसिपी के तहत शुरुआत के ब्लॉक जो कंप्यूट प्रकार में रहते हैं (Megatron --num-layers-at-start-in-bf16)।</translation>
    </message>
    <message>
        <source>Blocks at the end kept in the compute type under the recipe (Megatron --num-layers-at-end-in-bf16).</source>
        <translation>रेसिपी के तहत अंत के ब्लॉक जो कंप्यूट प्रकार में रहते हैं (Megatron --num-layers-at-end-in-bf16)।</translation>
    </message>
    <message>
        <source>Elements per QAT weight scale (default: the scheme&apos;s, e.g. 256 for int8_act_int4_weight).</source>
        <translation>प्रति QAT वेट स्केल तत्व (डिफ़ॉल्ट: स्कीम का, जैसे int8_act_int4_weight के लिए 256)।</translation>
    </message>
    <message>
        <source>Type the optimizer&apos;s moments are stored in: auto, fp32, bf16, int8, fp8 (Transformer Engine&apos;s FusedAdam, Megatron --exp-avg-dtype/--exp-avg-sq-dtype fp8).</source>
        <translation>ऑप्टिमाइज़र के मोमेंट किस प्रकार में रखे जाते हैं: auto, fp32, bf16, int8, fp8 (Transformer Engine का FusedAdam, Megatron --exp-avg-dtype/--exp-avg-sq-dtype fp8)।</translation>
    </message>
</context>
<context>
    <name>JobWording</name>
    <message>
        <source>Supervised fine-tuning (SFT)</source>
        <translation>पर्यवेक्षित फ़ाइन-ट्यूनिंग (SFT)</translation>
    </message>
    <message>
        <source>DPO (preference pairs)</source>
        <translation>DPO (पसंद के जोड़े)</translation>
    </message>
    <message>
        <source>IPO (preference pairs)</source>
        <translation>IPO (पसंद के जोड़े)</translation>
    </message>
    <message>
        <source>KTO (unpaired feedback)</source>
        <translation>KTO (बिना जोड़े की प्रतिक्रिया)</translation>
    </message>
    <message>
        <source>ORPO (pairs, no reference)</source>
        <translation>ORPO (जोड़े, बिना संदर्भ)</translation>
    </message>
    <message>
        <source>SimPO (pairs, no reference)</source>
        <translation>SimPO (जोड़े, बिना संदर्भ)</translation>
    </message>
    <message>
        <source>CPO (pairs, no reference)</source>
        <translation>CPO (जोड़े, बिना संदर्भ)</translation>
    </message>
    <message>
        <source>Reward model (scored pairs)</source>
        <translation>रिवॉर्ड मॉडल (अंकित जोड़े)</translation>
    </message>
    <message>
        <source>PPO (generation, value model)</source>
        <translation>PPO (जनरेशन, वैल्यू मॉडल)</translation>
    </message>
    <message>
        <source>GRPO (groups of completions)</source>
        <translation>GRPO (कम्प्लीशन के समूह)</translation>
    </message>
    <message>
        <source>Separate frozen copy</source>
        <translation>अलग स्थिर (फ़्रोज़न) प्रति</translation>
    </message>
    <message>
        <source>Base with adapters disabled</source>
        <translation>एडैप्टर बंद किया हुआ बेस</translation>
    </message>
    <message>
        <source>Precomputed log-probabilities</source>
        <translation>पहले से गणना की गई लॉग-प्रायिकताएँ</translation>
    </message>
    <message>
        <source>None</source>
        <translation>कोई नहीं</translation>
    </message>
    <message>
        <source>In the training process</source>
        <translation>ट्रेनिंग प्रक्रिया के भीतर</translation>
    </message>
    <message>
        <source>Colocated vLLM engine</source>
        <translation>उसी GPU पर vLLM इंजन</translation>
    </message>
    <message>
        <source>Generation server on other GPUs</source>
        <translation>दूसरे GPU पर जनरेशन सर्वर</translation>
    </message>
    <message>
        <source>%1 · Reference: %2</source>
        <comment>objective · where its reference log-probabilities come from</comment>
        <translation>%1 · संदर्भ: %2</translation>
    </message>
    <message>
        <source>%1 · Without the KL term</source>
        <translation>%1 · KL पद के बिना</translation>
    </message>
    <message>
        <source>%1, %2 of the GPU</source>
        <comment>engine name, share of the GPU&apos;s memory (&quot;30%&quot;)</comment>
        <translation>%1, GPU का %2</translation>
    </message>
    <message>
        <source>Peak during generation: %1 GiB; training phase %2 GiB</source>
        <translation>शिखर जनरेशन के दौरान: %1 GiB; ट्रेनिंग चरण %2 GiB</translation>
    </message>
    <message>
        <source>Peak during training: %1 GiB; generation phase %2 GiB</source>
        <translation>शिखर ट्रेनिंग के दौरान: %1 GiB; जनरेशन चरण %2 GiB</translation>
    </message>
    <message>
        <source>Latent attention: key/value latent of %1, query latent of %2, rotary key of %3</source>
        <translation>लेटेंट अटेंशन: की/वैल्यू लेटेंट %1, क्वेरी लेटेंट %2, रोटरी की %3</translation>
    </message>
    <message>
        <source>Latent attention: key/value latent of %1, rotary key of %2</source>
        <translation>लेटेंट अटेंशन: की/वैल्यू लेटेंट %1, रोटरी की %2</translation>
    </message>
    <message>
        <source>Vision tower: %1 layers of width %2, %3 parameters</source>
        <translation>विज़न टावर: %2 चौड़ाई की %1 लेयर, %3 पैरामीटर</translation>
    </message>
    <message>
        <source>Sliding window: %1 of %2 layers attend within %3 tokens</source>
        <translation>स्लाइडिंग विंडो: %2 में से %1 लेयर %3 टोकन के भीतर अटेंशन करती हैं</translation>
    </message>
    <message>
        <source>Full fine-tuning</source>
        <translation>पूर्ण फ़ाइन-ट्यूनिंग</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>QLoRA (4-bit base)</source>
        <translation>QLoRA (4-बिट बेस)</translation>
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
        <translation>प्रीफ़िक्स ट्यूनिंग</translation>
    </message>
    <message>
        <source>Prompt tuning</source>
        <translation>प्रॉम्प्ट ट्यूनिंग</translation>
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
        <translation>बॉटलनेक एडैप्टर</translation>
    </message>
    <message>
        <source>LayerNorm tuning</source>
        <translation>LayerNorm ट्यूनिंग</translation>
    </message>
    <message>
        <source>Freeze all but the last N layers</source>
        <translation>अंतिम N लेयर छोड़कर सब स्थिर करें</translation>
    </message>
    <message>
        <source>None</source>
        <comment>no quantization of the base weights</comment>
        <translation>कोई नहीं</translation>
    </message>
    <message>
        <source>NF4</source>
        <translation>NF4</translation>
    </message>
    <message>
        <source>NF4, double quantization</source>
        <translation>NF4, डबल क्वांटाइज़ेशन</translation>
    </message>
    <message>
        <source>FP4</source>
        <translation>FP4</translation>
    </message>
    <message>
        <source>FP4, double quantization</source>
        <translation>FP4, डबल क्वांटाइज़ेशन</translation>
    </message>
    <message>
        <source>8-bit (LLM.int8)</source>
        <translation>8-बिट (LLM.int8)</translation>
    </message>
    <message>
        <source>GPTQ 4-bit</source>
        <translation>GPTQ 4-बिट</translation>
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
        <translation>सभी लीनियर लेयर</translation>
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
        <translation>मिश्रित bf16 (fp32 मास्टर वेट)</translation>
    </message>
    <message>
        <source>Mixed fp16 (fp32 master weights)</source>
        <translation>मिश्रित fp16 (fp32 मास्टर वेट)</translation>
    </message>
    <message>
        <source>AdamW</source>
        <translation>AdamW</translation>
    </message>
    <message>
        <source>AdamW 8-bit</source>
        <translation>AdamW 8-बिट</translation>
    </message>
    <message>
        <source>Paged AdamW 32-bit</source>
        <translation>पेज्ड AdamW 32-बिट</translation>
    </message>
    <message>
        <source>Paged AdamW 8-bit</source>
        <translation>पेज्ड AdamW 8-बिट</translation>
    </message>
    <message>
        <source>AdamW fused into backward</source>
        <translation>बैकवर्ड में फ़्यूज़्ड AdamW</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>मोमेंटम के साथ SGD</translation>
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
        <translation>बंद</translation>
    </message>
    <message>
        <source>Full (every block)</source>
        <translation>पूर्ण (हर ब्लॉक)</translation>
    </message>
    <message>
        <source>Selective</source>
        <translation>चयनात्मक</translation>
    </message>
    <message>
        <source>Offload to CPU</source>
        <translation>CPU पर ऑफ़लोड</translation>
    </message>
    <message>
        <source>Selective (per op)</source>
        <translation>चयनात्मक (प्रति ऑप)</translation>
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
        <translation>Eager (स्कोर सहेजता है)</translation>
    </message>
    <message>
        <source>Standard cross-entropy</source>
        <translation>मानक क्रॉस-एन्ट्रॉपी</translation>
    </message>
    <message>
        <source>Chunked cross-entropy</source>
        <translation>खंडों में क्रॉस-एन्ट्रॉपी</translation>
    </message>
    <message>
        <source>Fused linear cross-entropy</source>
        <translation>फ़्यूज़्ड लीनियर क्रॉस-एन्ट्रॉपी</translation>
    </message>
    <message>
        <source>None</source>
        <comment>no sequence parallelism</comment>
        <translation>कोई नहीं</translation>
    </message>
    <message>
        <source>DeepSpeed-Ulysses</source>
        <translation>DeepSpeed-Ulysses</translation>
    </message>
    <message>
        <source>Ring attention</source>
        <translation>रिंग अटेंशन</translation>
    </message>
    <message>
        <source>On</source>
        <comment>a switch of the job</comment>
        <translation>चालू</translation>
    </message>
    <message>
        <source>Off</source>
        <comment>a switch of the job</comment>
        <translation>बंद</translation>
    </message>
    <message>
        <source>No images in the samples; the vision tower is trained</source>
        <translation>सैंपल में कोई इमेज नहीं; विज़न टावर प्रशिक्षित होता है</translation>
    </message>
    <message>
        <source>No images in the samples; the vision tower is frozen</source>
        <translation>सैंपल में कोई इमेज नहीं; विज़न टावर स्थिर (फ़्रोज़न) है</translation>
    </message>
    <message>
        <source>%1 images per sample of %2 tokens each: %3 of the %4 tokens of every sequence; the vision tower is trained</source>
        <translation>प्रति सैंपल %1 इमेज, हर एक %2 टोकन की: हर सीक्वेंस के %4 टोकन में से %3; विज़न टावर प्रशिक्षित होता है</translation>
    </message>
    <message>
        <source>%1 images per sample of %2 tokens each: %3 of the %4 tokens of every sequence; the vision tower is frozen</source>
        <translation>प्रति सैंपल %1 इमेज, हर एक %2 टोकन की: हर सीक्वेंस के %4 टोकन में से %3; विज़न टावर स्थिर (फ़्रोज़न) है</translation>
    </message>
    <message>
        <source>its name says the weights are stored as bitsandbytes 4-bit (NF4)</source>
        <translation>इसका नाम बताता है कि वेट bitsandbytes 4-बिट (NF4) में संग्रहीत हैं</translation>
    </message>
    <message>
        <source>its name says the weights are stored as bitsandbytes 8-bit (Int8)</source>
        <translation>इसका नाम बताता है कि वेट bitsandbytes 8-बिट (Int8) में संग्रहीत हैं</translation>
    </message>
    <message>
        <source>its name says the weights are stored as GPTQ 4-bit integers with group scales</source>
        <translation>इसका नाम बताता है कि वेट समूह-स्केल के साथ GPTQ 4-बिट पूर्णांकों में संग्रहीत हैं</translation>
    </message>
    <message>
        <source>its name says the weights are stored as AWQ 4-bit integers with group scales, estimated as GPTQ&apos;s storage, which is the same</source>
        <translation>इसका नाम बताता है कि वेट समूह-स्केल के साथ AWQ 4-बिट पूर्णांकों में संग्रहीत हैं; अनुमान GPTQ के भंडारण से किया गया है, जो वही है</translation>
    </message>
    <message>
        <source>its name says GGUF, a llama.cpp format training stacks do not load: the estimate is for the original weights</source>
        <translation>इसका नाम GGUF बताता है, एक llama.cpp फ़ॉर्मैट जिसे प्रशिक्षण स्टैक लोड नहीं करते: अनुमान मूल वेट के लिए है</translation>
    </message>
    <message>
        <source>its name says FP8 weights, which Tunefit does not model as a base yet: the estimate uses the job&apos;s weight type</source>
        <translation>इसका नाम FP8 वेट बताता है, जिन्हें Tunefit अभी आधार के रूप में मॉडल नहीं करता: अनुमान जॉब के वेट प्रकार का उपयोग करता है</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>“%1”</translation>
    </message>
    <message>
        <source>“%1” read as %2 (%3): the same repository under another organisation; confirm or pick another model</source>
        <translation>“%1” को %2 (%3) के रूप में पढ़ा गया: किसी दूसरे संगठन के अंतर्गत वही रिपॉज़िटरी; पुष्टि करें या कोई दूसरा मॉडल चुनें</translation>
    </message>
    <message>
        <source>“%1” read as %2 (%3): same architecture; confirm or pick another model</source>
        <translation>“%1” को %2 (%3) के रूप में पढ़ा गया: वही संरचना; पुष्टि करें या कोई दूसरा मॉडल चुनें</translation>
    </message>
    <message>
        <source>“%1” read as %2 (%3), another version of the same model whose vocabulary or sizes may differ; confirm or pick another model</source>
        <translation>“%1” को %2 (%3) के रूप में पढ़ा गया, उसी मॉडल का दूसरा संस्करण जिसकी शब्दावली या आकार भिन्न हो सकते हैं; पुष्टि करें या कोई दूसरा मॉडल चुनें</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>A module per expert (transformers 4)</source>
        <translation>हर एक्सपर्ट का एक मॉड्यूल (transformers 4)</translation>
    </message>
    <message>
        <source>Grouped matmul (transformers 5)</source>
        <translation>ग्रुप्ड मैटमल (transformers 5)</translation>
    </message>
    <message>
        <source>Fused grouped GEMM (Megatron-Core)</source>
        <translation>फ़्यूज़्ड ग्रुप्ड GEMM (Megatron-Core)</translation>
    </message>
    <message>
        <source>up to %1 tokens, %2 on average</source>
        <comment>completion lengths</comment>
        <translation>अधिकतम %1 टोकन, औसतन %2</translation>
    </message>
    <message>
        <source>%1 tokens each</source>
        <comment>completion lengths</comment>
        <translation>हर एक %1 टोकन</translation>
    </message>
    <message>
        <source>%1 · Completions: %2 per prompt, %3 · Generation: %4</source>
        <translation>%1 · कम्प्लीशन: प्रति प्रॉम्प्ट %2, %3 · जनरेशन: %4</translation>
    </message>
    <message>
        <source>%1 · Completions: %2 · Generation: %3</source>
        <translation>%1 · कम्प्लीशन: %2 · जनरेशन: %3</translation>
    </message>
    <message>
        <source>%1, %2 GPUs per replica</source>
        <comment>engine, GPUs one engine replica splits the model over</comment>
        <translation>%1, प्रति प्रतिकृति %2 GPU</translation>
    </message>
    <message>
        <source>RLOO (leave-one-out over k completions)</source>
        <translation>RLOO (k कम्प्लीशन पर लीव-वन-आउट)</translation>
    </message>
    <message>
        <source>Online DPO (pairs generated in training)</source>
        <translation>ऑनलाइन DPO (प्रशिक्षण में जनरेट हुए जोड़े)</translation>
    </message>
    <message>
        <source>%1 · Reward model on the GPU</source>
        <comment>objective · a frozen reward model scores the completions on the training GPU</comment>
        <translation>%1 · GPU पर रिवॉर्ड मॉडल</translation>
    </message>
    <message>
        <source>None (every matmul in the compute type)</source>
        <translation>कोई नहीं (हर matmul कंप्यूट टाइप में)</translation>
    </message>
    <message>
        <source>FP8, Transformer Engine, delayed scaling</source>
        <translation>FP8, Transformer Engine, विलंबित स्केलिंग</translation>
    </message>
    <message>
        <source>FP8, Transformer Engine, current scaling</source>
        <translation>FP8, Transformer Engine, वर्तमान स्केलिंग</translation>
    </message>
    <message>
        <source>FP8, Transformer Engine, 128-element blocks (DeepSeek-V3)</source>
        <translation>FP8, Transformer Engine, 128-एलिमेंट ब्लॉक (DeepSeek-V3)</translation>
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
        <translation>FP8, torchao, टेंसर-वार स्केलिंग</translation>
    </message>
    <message>
        <source>FP8, torchao, rowwise scaling</source>
        <translation>FP8, torchao, पंक्ति-वार स्केलिंग</translation>
    </message>
    <message>
        <source>MXFP8, torchao</source>
        <translation>MXFP8, torchao</translation>
    </message>
    <message>
        <source>Linears in %1; attention, embedding and LM head in %2</source>
        <comment>low-precision recipe, the job&apos;s compute type</comment>
        <translation>लीनियर %1 में; अटेंशन, एम्बेडिंग और LM हेड %2 में</translation>
    </message>
    <message>
        <source>%1; parameters gathered in the recipe&apos;s format</source>
        <translation>%1; पैरामीटर रेसिपी के फ़ॉर्मैट में इकट्ठा</translation>
    </message>
    <message>
        <source>%1; first %2 and last %3 blocks in %4</source>
        <comment>the recipe&apos;s text, blocks, compute type</comment>
        <translation>%1; पहले %2 और अंतिम %3 ब्लॉक %4 में</translation>
    </message>
    <message>
        <source>int8 activations, int4 weights</source>
        <translation>int8 एक्टिवेशन, int4 वेट</translation>
    </message>
    <message>
        <source>int4 weights</source>
        <translation>int4 वेट</translation>
    </message>
    <message>
        <source>FP8 activations, FP8 weights</source>
        <translation>FP8 एक्टिवेशन, FP8 वेट</translation>
    </message>
    <message>
        <source>FP8 activations, int4 weights</source>
        <translation>FP8 एक्टिवेशन, int4 वेट</translation>
    </message>
    <message>
        <source>NVFP4 activations, NVFP4 weights</source>
        <translation>NVFP4 एक्टिवेशन, NVFP4 वेट</translation>
    </message>
    <message>
        <source>NVFP4 weights</source>
        <translation>NVFP4 वेट</translation>
    </message>
    <message>
        <source>MXFP4 activations, MXFP4 weights</source>
        <translation>MXFP4 एक्टिवेशन, MXFP4 वेट</translation>
    </message>
    <message>
        <source>%1, groups of %2</source>
        <comment>QAT scheme, weight group size</comment>
        <translation>%1, %2 के समूह</translation>
    </message>
    <message>
        <source>%1, a scale per row</source>
        <comment>QAT scheme</comment>
        <translation>%1, प्रति पंक्ति एक स्केल</translation>
    </message>
    <message>
        <source>Quantization-aware training: %1 (fake-quantized, trained in %2)</source>
        <comment>QAT scheme and group, the job&apos;s compute type</comment>
        <translation>क्वांटाइज़ेशन-अवेयर ट्रेनिंग: %1 (नकली क्वांटाइज़, %2 में ट्रेन)</translation>
    </message>
    <message>
        <source>AdamW 8-bit, torchao</source>
        <translation>AdamW 8-बिट, torchao</translation>
    </message>
    <message>
        <source>AdamW 4-bit, torchao</source>
        <translation>AdamW 4-बिट, torchao</translation>
    </message>
    <message>
        <source>AdamW FP8, torchao</source>
        <translation>AdamW FP8, torchao</translation>
    </message>
    <message>
        <source>As the optimizer keeps it</source>
        <comment>optimizer state type</comment>
        <translation>जैसे ऑप्टिमाइज़र रखता है</translation>
    </message>
    <message>
        <source>FP8, Transformer Engine (Megatron precision-aware optimizer)</source>
        <translation>FP8, Transformer Engine (Megatron प्रिसिज़न-अवेयर ऑप्टिमाइज़र)</translation>
    </message>
    <message>
        <source>%1, states in %2</source>
        <comment>optimizer, its state type</comment>
        <translation>%1, स्टेट %2 में</translation>
    </message>
</context>
<context>
    <name>LayoutWording</name>
    <message>
        <source>%1 (no SP)</source>
        <comment>tensor parallelism without Megatron sequence parallelism</comment>
        <translation>%1 (SP के बिना)</translation>
    </message>
    <message>
        <source>data parallel</source>
        <translation>डेटा पैरेलल</translation>
    </message>
    <message>
        <source>%1 inside one node</source>
        <translation>%1 एक ही नोड के भीतर</translation>
    </message>
    <message>
        <source>%1 across nodes</source>
        <translation>%1 नोड्स के बीच</translation>
    </message>
    <message>
        <source>%1 inside each node</source>
        <translation>%1 हर नोड के भीतर</translation>
    </message>
    <message>
        <source>%1 inside each node, %2 across nodes</source>
        <translation>%1 हर नोड के भीतर, %2 नोड्स के बीच</translation>
    </message>
    <message>
        <source>Layout: %1</source>
        <translation>लेआउट: %1</translation>
    </message>
    <message>
        <source>The figures are those of pipeline stage %1 of %2, the one with the highest peak.</source>
        <translation>ये आँकड़े %2 में से पाइपलाइन स्टेज %1 के हैं, जिसका शिखर सबसे ऊँचा है।</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Usage: tunefit [--lang en|hi|tr] [COMMAND] [OPTIONS]

Without a command, the desktop app starts. --lang sets the language of the app or of the command&apos;s output for this run (default: the system language when it is Hindi or Turkish, else English).

Commands:
</source>
        <translation>उपयोग: tunefit [--lang en|hi|tr] [COMMAND] [OPTIONS]

कोई कमांड न देने पर डेस्कटॉप ऐप खुलता है। --lang इस बार के लिए ऐप की या कमांड के आउटपुट की भाषा तय करता है (डिफ़ॉल्ट: सिस्टम की भाषा, यदि वह हिन्दी या तुर्की है, वरना अंग्रेज़ी)।

कमांड:
</translation>
    </message>
    <message>
        <source>
Run &apos;tunefit COMMAND --help&apos; for the options of a command.
</source>
        <translation>
किसी कमांड के विकल्पों के लिए &apos;tunefit COMMAND --help&apos; चलाएँ।
</translation>
    </message>
    <message>
        <source>tunefit: unknown language &apos;%1&apos; (use en, hi or tr)</source>
        <translation>tunefit: अज्ञात भाषा &apos;%1&apos; (en, hi या tr लिखें)</translation>
    </message>
    <message>
        <source>tunefit: &apos;%1&apos; is not a command. Run &apos;tunefit --help&apos; for the commands.</source>
        <translation>tunefit: &apos;%1&apos; कोई कमांड नहीं है। कमांडों के लिए &apos;tunefit --help&apos; चलाएँ।</translation>
    </message>
    <message>
        <source>tunefit: cannot open %1: no such file</source>
        <translation>tunefit: %1 खोली नहीं जा सकी: ऐसी कोई फ़ाइल नहीं है</translation>
    </message>
    <message>
        <source>tunefit: there is no display for the window (DISPLAY and WAYLAND_DISPLAY are unset). Run &apos;tunefit --help&apos; for the commands, or start the window under xvfb-run.</source>
        <translation>tunefit: विंडो के लिए कोई डिस्प्ले नहीं है (DISPLAY और WAYLAND_DISPLAY सेट नहीं हैं)। कमांडों के लिए &apos;tunefit --help&apos; चलाएँ, या विंडो को xvfb-run के अंतर्गत शुरू करें।</translation>
    </message>
    <message>
        <source>--catalog FILE or --catalog postgresql://USER@HOST:PORT/DATABASE opens that catalog in the app for this run (a team catalog&apos;s password comes from ~/.pgpass or the libpq service file).
</source>
        <translation>--catalog FILE या --catalog postgresql://USER@HOST:PORT/DATABASE इस बार ऐप में वह कैटलॉग खोलता है (टीम कैटलॉग का पासवर्ड ~/.pgpass या libpq सर्विस फ़ाइल से आता है)।
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
        <translation>id</translation>
    </message>
    <message>
        <source>Hub id</source>
        <translation>Hub id</translation>
    </message>
    <message>
        <source>family</source>
        <translation>परिवार</translation>
    </message>
    <message>
        <source>params B</source>
        <translation>पैरामीटर (अरब)</translation>
    </message>
    <message>
        <source>origin</source>
        <comment>bundled or user</comment>
        <translation>मूल</translation>
    </message>
    <message>
        <source>source</source>
        <translation>स्रोत</translation>
    </message>
    <message>
        <source>user</source>
        <translation>उपयोगकर्ता</translation>
    </message>
    <message>
        <source>bundled</source>
        <translation>अंतर्निहित</translation>
    </message>
    <message>
        <source>unreadable: %1</source>
        <translation>पढ़ा नहीं जा सका: %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is the built-in model %2; give the entry another name with --id.</source>
        <translation>&quot;%1&quot; अंतर्निहित मॉडल %2 है; --id से प्रविष्टि को कोई दूसरा नाम दें।</translation>
    </message>
    <message>
        <source>Nothing was added: %1</source>
        <translation>कुछ भी नहीं जोड़ा गया: %1</translation>
    </message>
    <message>
        <source>Added %1 (%2).</source>
        <translation>%1 जोड़ा गया (%2)।</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Skipped %1: %2</source>
        <translation>%1 छोड़ा गया: %2</translation>
    </message>
    <message>
        <source>Removed %1.</source>
        <translation>%1 हटाया गया।</translation>
    </message>
    <message>
        <source>Nothing was removed: %1</source>
        <translation>कुछ भी नहीं हटाया गया: %1</translation>
    </message>
    <message>
        <source>%1 is a built-in model; only your own entries can be removed.</source>
        <translation>%1 एक अंतर्निहित मॉडल है; केवल आपकी अपनी प्रविष्टियाँ हटाई जा सकती हैं।</translation>
    </message>
    <message>
        <source>The model library has no entry &quot;%1&quot;.</source>
        <translation>मॉडल लाइब्रेरी में &quot;%1&quot; नाम की कोई प्रविष्टि नहीं है।</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Hugging Face model id (organisation/name, e.g. Qwen/Qwen3-8B).</source>
        <translation>&quot;%1&quot; Hugging Face मॉडल id नहीं है (संगठन/नाम, जैसे Qwen/Qwen3-8B)।</translation>
    </message>
    <message>
        <source>Fetching the config.json of %1 from %2 …</source>
        <translation>%1 की config.json %2 से लाई जा रही है …</translation>
    </message>
    <message>
        <source>The model library: the built-in models and your own entries, kept in the catalog.

  models list [--json]
  models add FILE|FOLDER [--id ID] [--family FAMILY]
  models remove ID
  models fetch HUB_ID [--id ID] [--family FAMILY] [--timeout SECONDS]

fetch is the only command that goes online: it downloads the model&apos;s config.json from the Hugging Face Hub ($HF_ENDPOINT when set), with the token of $HF_TOKEN or huggingface-cli&apos;s token file for gated models.

</source>
        <translation>मॉडल लाइब्रेरी: अंतर्निहित मॉडल और आपकी अपनी प्रविष्टियाँ, जो कैटलॉग में रखी जाती हैं।

  models list [--json]
  models add FILE|FOLDER [--id ID] [--family FAMILY]
  models remove ID
  models fetch HUB_ID [--id ID] [--family FAMILY] [--timeout SECONDS]

fetch ही एकमात्र कमांड है जो ऑनलाइन जाती है: यह मॉडल की config.json को Hugging Face Hub से डाउनलोड करती है ($HF_ENDPOINT सेट हो तो वहाँ से), गेटेड मॉडलों के लिए $HF_TOKEN के टोकन या huggingface-cli की टोकन फ़ाइल के साथ।

</translation>
    </message>
    <message>
        <source>list, add, remove or fetch</source>
        <translation>list, add, remove या fetch</translation>
    </message>
    <message>
        <source>list: print an array of JSON objects.</source>
        <translation>list: JSON ऑब्जेक्ट की सूची छापें।</translation>
    </message>
    <message>
        <source>add, fetch: the entry&apos;s name (default: its Hub id or folder name).</source>
        <translation>add, fetch: प्रविष्टि का नाम (डिफ़ॉल्ट: उसकी Hub id या फ़ोल्डर का नाम)।</translation>
    </message>
    <message>
        <source>add, fetch: the model family, e.g. Qwen3.</source>
        <translation>add, fetch: मॉडल परिवार, जैसे Qwen3।</translation>
    </message>
    <message>
        <source>fetch: give up after SECONDS (default 30).</source>
        <translation>fetch: SECONDS सेकंड बाद छोड़ दें (डिफ़ॉल्ट 30)।</translation>
    </message>
    <message>
        <source>Name an action: list, add, remove or fetch.</source>
        <translation>कोई क्रिया बताएँ: list, add, remove या fetch।</translation>
    </message>
    <message>
        <source>Unknown action &quot;%1&quot;.</source>
        <translation>अज्ञात कार्य &quot;%1&quot;।</translation>
    </message>
    <message>
        <source>%1 needs one argument.</source>
        <translation>%1 को एक तर्क चाहिए।</translation>
    </message>
    <message>
        <source>Unexpected &quot;%1&quot;.</source>
        <translation>अनपेक्षित &quot;%1&quot;।</translation>
    </message>
    <message>
        <source>--timeout needs a whole number of seconds from 1 to 600.</source>
        <translation>--timeout को 1 से 600 तक सेकंड की पूर्ण संख्या चाहिए।</translation>
    </message>
</context>
<context>
    <name>OpenCatalog</name>
    <message>
        <source>Cannot open the catalog %1: %2</source>
        <translation>कैटलॉग %1 नहीं खुल सका: %2</translation>
    </message>
    <message>
        <source>The catalog file was damaged. It was kept as %1 and a new catalog was started from the built-in defaults.</source>
        <translation>कैटलॉग फ़ाइल खराब थी। उसे %1 के रूप में रखा गया और अंतर्निहित डिफ़ॉल्ट से नया कैटलॉग शुरू किया गया।</translation>
    </message>
    <message>
        <source>Cannot open the catalog: %1</source>
        <translation>कैटलॉग नहीं खुल सका: %1</translation>
    </message>
    <message>
        <source>The catalog %1 is read-only (its file or folder cannot be written): it can be listed and exported, not changed.</source>
        <translation>कैटलॉग %1 केवल पढ़ने के लिए है (उसकी फ़ाइल या फ़ोल्डर में लिखा नहीं जा सकता): उसे सूचीबद्ध और निर्यात किया जा सकता है, बदला नहीं जा सकता।</translation>
    </message>
    <message>
        <source>The team catalog server cannot be reached: using the offline copy of %1 from %2. Changes are refused until the server is back.</source>
        <translation>टीम कैटलॉग सर्वर तक नहीं पहुँचा जा सका: %1 की %2 की ऑफ़लाइन प्रति उपयोग हो रही है। सर्वर वापस आने तक बदलाव स्वीकार नहीं किए जाएँगे।</translation>
    </message>
    <message>
        <source>Your database role may read the team catalog %1 but not change it: it can be listed and exported.</source>
        <translation>आपकी डेटाबेस भूमिका टीम कैटलॉग %1 पढ़ सकती है पर बदल नहीं सकती: इसे सूचीबद्ध और निर्यात किया जा सकता है।</translation>
    </message>
    <message>
        <source>Catalog database file, or a team catalog as postgresql://user@host:port/database, to read (default: the user&apos;s own catalog when it exists, else the built-in one).</source>
        <translation>पढ़ने के लिए कैटलॉग डेटाबेस फ़ाइल, या postgresql://user@host:port/database के रूप में टीम कैटलॉग (डिफ़ॉल्ट: उपयोगकर्ता का अपना कैटलॉग यदि मौजूद हो, अन्यथा अंतर्निहित कैटलॉग)।</translation>
    </message>
    <message>
        <source>Leave out the calibrations kept from your runs (tunefit runs): the model&apos;s own figures.</source>
        <translation>अपने रन से रखे गए कैलिब्रेशन छोड़ दें (tunefit runs): केवल मॉडल के अपने आँकड़े।</translation>
    </message>
</context>
<context>
    <name>PlanCommand</name>
    <message>
        <source>%1, %2 M training tokens; prices checked against %3</source>
        <translation>%1, %2 मिलियन प्रशिक्षण टोकन; कीमतें %3 की तारीख से जाँची गईं</translation>
    </message>
    <message>
        <source>provider</source>
        <translation>प्रदाता</translation>
    </message>
    <message>
        <source>instance</source>
        <translation>इंस्टेंस</translation>
    </message>
    <message>
        <source>gpu</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>gpus</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>strategy</source>
        <translation>रणनीति</translation>
    </message>
    <message>
        <source>GiB/GPU</source>
        <translation>GiB/GPU</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>घंटे</translation>
    </message>
    <message>
        <source>cost USD</source>
        <translation>लागत USD</translation>
    </message>
    <message>
        <source>warnings</source>
        <translation>चेतावनियाँ</translation>
    </message>
    <message>
        <source>Ranks catalog offers for a fine-tuning job: fit, wall time and total cost.</source>
        <translation>फ़ाइन-ट्यूनिंग जॉब के लिए कैटलॉग के ऑफ़र क्रम में रखता है: समाना, कुल समय और कुल लागत।</translation>
    </message>
    <message>
        <source>Dataset size in tokens.</source>
        <translation>डेटासेट का आकार, टोकन में।</translation>
    </message>
    <message>
        <source>Passes over the dataset.</source>
        <translation>डेटासेट पर कितनी बार चलना है (एपॉक)।</translation>
    </message>
    <message>
        <source>Optimizer steps to train instead of tokens x epochs.</source>
        <translation>टोकन × एपॉक के बजाय प्रशिक्षण के ऑप्टिमाइज़र स्टेप।</translation>
    </message>
    <message>
        <source>Checkpoint interval.</source>
        <translation>चेकपॉइंट का अंतराल।</translation>
    </message>
    <message>
        <source>Wall-time limit.</source>
        <translation>कुल समय की सीमा।</translation>
    </message>
    <message>
        <source>Cost limit in USD.</source>
        <translation>USD में लागत की सीमा।</translation>
    </message>
    <message>
        <source>Allow spot capacity where its expected cost is lower.</source>
        <translation>जहाँ अपेक्षित लागत कम हो, वहाँ स्पॉट क्षमता की अनुमति दें।</translation>
    </message>
    <message>
        <source>Instances of one offer at most (multi-node).</source>
        <translation>एक ऑफ़र के अधिकतम इंस्टेंस (मल्टी-नोड)।</translation>
    </message>
    <message>
        <source>Options to show (0 = all).</source>
        <translation>दिखाए जाने वाले विकल्प (0 = सभी)।</translation>
    </message>
    <message>
        <source>Date for the stale-price rule.</source>
        <translation>पुरानी कीमत वाले नियम के लिए तारीख।</translation>
    </message>
    <message>
        <source>Only GPUs of this vendor.</source>
        <translation>केवल इस निर्माता के GPU।</translation>
    </message>
    <message>
        <source>Only regions containing this text.</source>
        <translation>केवल वे क्षेत्र जिनमें यह पाठ हो।</translation>
    </message>
    <message>
        <source>Only these GPU classes: datacenter, workstation, consumer.</source>
        <translation>केवल ये GPU श्रेणियाँ: datacenter, workstation, consumer।</translation>
    </message>
    <message>
        <source>Provider features: persistent_storage, per_second_billing, spot, ssh, docker, jupyter, multi_node.</source>
        <translation>प्रदाता की सुविधाएँ: persistent_storage, per_second_billing, spot, ssh, docker, jupyter, multi_node।</translation>
    </message>
    <message>
        <source>Also list offers that are rejected.</source>
        <translation>अस्वीकृत ऑफ़र भी दिखाएँ।</translation>
    </message>
    <message>
        <source>Print JSON.</source>
        <translation>JSON छापें।</translation>
    </message>
    <message>
        <source>No offer fits this job.</source>
        <translation>इस जॉब के लिए कोई ऑफ़र नहीं समाता।</translation>
    </message>
    <message>
        <source>Why #1:</source>
        <translation>पहला क्यों:</translation>
    </message>
    <message>
        <source>Warnings:</source>
        <translation>चेतावनियाँ:</translation>
    </message>
    <message>
        <source>runs: %1</source>
        <translation>चलाता है: %1</translation>
    </message>
    <message>
        <source>Show each change of the job an offer runs with, with its memory and time effect (tunefit fit explains one GPU).</source>
        <translation>हर ऑफ़र जिन बदलावों के साथ जॉब चलाता है, उनमें से हर एक को उसके मेमोरी और समय प्रभाव के साथ दिखाएँ (tunefit fit एक GPU समझाता है)।</translation>
    </message>
    <message>
        <source>Plan only the job as written: no other setting or model-parallel layout.</source>
        <translation>सिर्फ़ लिखे अनुसार जॉब का प्लान बनाएँ: कोई दूसरी सेटिंग या मॉडल-पैरेलल लेआउट नहीं।</translation>
    </message>
    <message>
        <source>front</source>
        <translation>सीमा</translation>
    </message>
    <message>
        <source>front: * on the cost–time front (no offer is both cheaper and faster); C cheapest, F fastest, V best value. Order: %1.</source>
        <translation>सीमा: * लागत–समय सीमा पर (कोई ऑफ़र सस्ता और तेज़ दोनों नहीं); C सबसे सस्ता, F सबसे तेज़, V सबसे किफ़ायती। क्रम: %1।</translation>
    </message>
    <message>
        <source>Order: cheapest, fastest, best-value or cheapest-within-deadline (cost = cheapest-within-deadline, time = fastest).</source>
        <translation>क्रम: cheapest, fastest, best-value या cheapest-within-deadline (cost = cheapest-within-deadline, time = fastest)।</translation>
    </message>
    <message>
        <source>One sample per row, padded to the sequence length (no sequence packing).</source>
        <translation>हर पंक्ति में एक नमूना, सीक्वेंस लंबाई तक पैड किया हुआ (सीक्वेंस पैकिंग नहीं)।</translation>
    </message>
    <message>
        <source>Average tokens of one sample: the padding of unpacked rows.</source>
        <translation>एक नमूने के औसत टोकन: बिना पैकिंग वाली पंक्तियों की पैडिंग।</translation>
    </message>
    <message>
        <source>Objective: %1</source>
        <translation>उद्देश्य: %1</translation>
    </message>
    <message>
        <source>timed and sized by your calibration of the card, named above</source>
        <translation>ऊपर बताए गए इस कार्ड के आपके कैलिब्रेशन से समय और मेमोरी निकाली गई</translation>
    </message>
</context>
<context>
    <name>PlanWording</name>
    <message>
        <source>no BF16</source>
        <translation>BF16 नहीं</translation>
    </message>
    <message>
        <source>no 4-bit kernels</source>
        <translation>4-बिट कर्नेल नहीं</translation>
    </message>
    <message>
        <source>PCIe sharding</source>
        <translation>PCIe पर शार्डिंग</translation>
    </message>
    <message>
        <source>slow link</source>
        <translation>धीमा लिंक</translation>
    </message>
    <message>
        <source>stale price</source>
        <translation>पुरानी कीमत</translation>
    </message>
    <message>
        <source>undated price</source>
        <translation>बिना तारीख की कीमत</translation>
    </message>
    <message>
        <source>GPU-only price</source>
        <translation>केवल GPU की कीमत</translation>
    </message>
    <message>
        <source>misses deadline</source>
        <translation>समय-सीमा चूकता है</translation>
    </message>
    <message>
        <source>over budget</source>
        <translation>बजट से अधिक</translation>
    </message>
    <message>
        <source>storage price unknown</source>
        <translation>स्टोरेज कीमत अज्ञात</translation>
    </message>
    <message>
        <source>egress price unknown</source>
        <translation>ईग्रेस कीमत अज्ञात</translation>
    </message>
    <message>
        <source>This GPU has no BF16: the run uses FP16 with loss scaling.</source>
        <translation>इस GPU में BF16 नहीं है: रन loss scaling के साथ FP16 इस्तेमाल करता है।</translation>
    </message>
    <message>
        <source>Sharded training over PCIe-only links: communication slows every step.</source>
        <translation>केवल PCIe लिंक पर शार्डेड प्रशिक्षण: संचार हर स्टेप को धीमा करता है।</translation>
    </message>
    <message>
        <source>The price is older than 90 days; check the provider&apos;s page.</source>
        <translation>कीमत 90 दिन से पुरानी है; प्रदाता का पेज देखें।</translation>
    </message>
    <message>
        <source>The price has no date.</source>
        <translation>कीमत की कोई तारीख नहीं है।</translation>
    </message>
    <message>
        <source>The price covers the GPU only: host CPU and RAM are billed extra.</source>
        <translation>कीमत केवल GPU की है: होस्ट CPU और RAM का बिल अलग से आता है।</translation>
    </message>
    <message>
        <source>The run misses the deadline.</source>
        <translation>रन समय-सीमा चूक जाता है।</translation>
    </message>
    <message>
        <source>The run costs more than the budget.</source>
        <translation>रन की लागत बजट से ज़्यादा है।</translation>
    </message>
    <message>
        <source>The storage price is unknown and not counted.</source>
        <translation>स्टोरेज कीमत अज्ञात है और गिनी नहीं गई।</translation>
    </message>
    <message>
        <source>The egress price is unknown and not counted.</source>
        <translation>ईग्रेस कीमत अज्ञात है और गिनी नहीं गई।</translation>
    </message>
    <message>
        <source>unknown GPU</source>
        <translation>अज्ञात GPU</translation>
    </message>
    <message>
        <source>unknown provider</source>
        <translation>अज्ञात प्रदाता</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>कीमत नहीं</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>नहीं समाता</translation>
    </message>
    <message>
        <source>no multi-node network</source>
        <translation>मल्टी-नोड नेटवर्क नहीं</translation>
    </message>
    <message>
        <source>no speed figures</source>
        <translation>गति के आँकड़े नहीं</translation>
    </message>
    <message>
        <source>too little host RAM</source>
        <translation>होस्ट RAM कम है</translation>
    </message>
    <message>
        <source>The GPU is not in the catalog.</source>
        <translation>GPU कैटलॉग में नहीं है।</translation>
    </message>
    <message>
        <source>The provider is not in the catalog.</source>
        <translation>प्रदाता कैटलॉग में नहीं है।</translation>
    </message>
    <message>
        <source>The offer has no on-demand price.</source>
        <translation>ऑफ़र की कोई ऑन-डिमांड कीमत नहीं है।</translation>
    </message>
    <message>
        <source>The job does not fit, even sharded with offload on the most instances allowed.</source>
        <translation>जॉब नहीं समाता, अधिकतम अनुमत इंस्टेंस पर शार्डिंग और ऑफ़लोड के साथ भी नहीं।</translation>
    </message>
    <message>
        <source>The job fits only across instances, and the provider has no multi-node network.</source>
        <translation>जॉब केवल कई इंस्टेंस पर समाता है, और प्रदाता के पास मल्टी-नोड नेटवर्क नहीं है।</translation>
    </message>
    <message>
        <source>There are no throughput figures for this GPU.</source>
        <translation>इस GPU के लिए थ्रूपुट के आँकड़े नहीं हैं।</translation>
    </message>
    <message>
        <source>The job fits the GPUs only by offloading more to CPU RAM than the instance has.</source>
        <translation>जॉब GPU में केवल तभी समाता है जब CPU RAM में इंस्टेंस की क्षमता से अधिक ऑफ़लोड किया जाए।</translation>
    </message>
    <message>
        <source>single GPU</source>
        <translation>एक GPU</translation>
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
        <translation>ऑप्टिमाइज़र ऑफ़लोड</translation>
    </message>
    <message>
        <source>weight offload</source>
        <translation>वेट ऑफ़लोड</translation>
    </message>
    <message>
        <source>per second</source>
        <translation>प्रति सेकंड</translation>
    </message>
    <message>
        <source>per minute</source>
        <translation>प्रति मिनट</translation>
    </message>
    <message>
        <source>per hour</source>
        <translation>प्रति घंटा</translation>
    </message>
    <message>
        <source>%1, %2 s minimum</source>
        <translation>%1, न्यूनतम %2 सेकंड</translation>
    </message>
    <message>
        <source>storage</source>
        <translation>स्टोरेज</translation>
    </message>
    <message>
        <source>per-second billing</source>
        <translation>प्रति-सेकंड बिलिंग</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>स्पॉट</translation>
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
        <translation>मल्टी-नोड</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>no</source>
        <translation>नहीं</translation>
    </message>
    <message>
        <source>low risk</source>
        <translation>कम जोखिम</translation>
    </message>
    <message>
        <source>medium risk</source>
        <translation>मध्यम जोखिम</translation>
    </message>
    <message>
        <source>high risk</source>
        <translation>ऊँचा जोखिम</translation>
    </message>
    <message>
        <source>never finishes</source>
        <translation>कभी पूरा नहीं होता</translation>
    </message>
    <message>
        <source>used, %1</source>
        <translation>इस्तेमाल, %1</translation>
    </message>
    <message>
        <source>available, %1</source>
        <translation>उपलब्ध, %1</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>कंप्यूट</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>मेमोरी बैंडविड्थ</translation>
    </message>
    <message>
        <source>interconnect</source>
        <translation>इंटरकनेक्ट</translation>
    </message>
    <message>
        <source>host overhead</source>
        <translation>होस्ट ओवरहेड</translation>
    </message>
    <message>
        <source>offload transfers</source>
        <translation>ऑफ़लोड ट्रांसफ़र</translation>
    </message>
    <message>
        <source>egress</source>
        <translation>ईग्रेस (डेटा बाहर भेजना)</translation>
    </message>
    <message>
        <source>$%1</source>
        <comment>US dollars</comment>
        <translation>$%1</translation>
    </message>
    <message>
        <source>Some GPUs have no BF16: they run FP16 with loss scaling.</source>
        <translation>कुछ GPU में BF16 नहीं है: वे लॉस स्केलिंग के साथ FP16 चलाते हैं।</translation>
    </message>
    <message>
        <source>Some plans shard training over PCIe-only links.</source>
        <translation>कुछ योजनाएँ केवल PCIe लिंक पर शार्ड करके प्रशिक्षण करती हैं।</translation>
    </message>
    <message>
        <source>Some plans use several consumer GPUs without a fast interconnect.</source>
        <translation>कुछ योजनाएँ तेज़ इंटरकनेक्ट के बिना कई उपभोक्ता GPU का उपयोग करती हैं।</translation>
    </message>
    <message>
        <source>Some prices are older than 90 days.</source>
        <translation>कुछ कीमतें 90 दिनों से पुरानी हैं।</translation>
    </message>
    <message>
        <source>Some prices have no date.</source>
        <translation>कुछ कीमतों की कोई तारीख नहीं है।</translation>
    </message>
    <message>
        <source>Some prices cover the GPU only: host CPU and RAM are billed extra.</source>
        <translation>कुछ कीमतें केवल GPU की हैं: होस्ट CPU और RAM का बिल अलग से आता है।</translation>
    </message>
    <message>
        <source>Some offers miss the deadline.</source>
        <translation>कुछ ऑफ़र समय-सीमा चूक जाते हैं।</translation>
    </message>
    <message>
        <source>Some offers are over budget.</source>
        <translation>कुछ ऑफ़र बजट से अधिक हैं।</translation>
    </message>
    <message>
        <source>Some storage prices are unknown and not counted.</source>
        <translation>कुछ स्टोरेज कीमतें अज्ञात हैं और गिनी नहीं गईं।</translation>
    </message>
    <message>
        <source>Some egress prices are unknown and not counted.</source>
        <translation>कुछ ईग्रेस कीमतें अज्ञात हैं और गिनी नहीं गईं।</translation>
    </message>
    <message>
        <source>none</source>
        <translation>कोई नहीं</translation>
    </message>
    <message>
        <source>FSDP full shard</source>
        <translation>FSDP पूर्ण शार्ड</translation>
    </message>
    <message>
        <source>FSDP grad/optimizer</source>
        <translation>FSDP ग्रेडिएंट/ऑप्टिमाइज़र</translation>
    </message>
    <message>
        <source>FSDP hybrid</source>
        <translation>FSDP हाइब्रिड</translation>
    </message>
    <message>
        <source>no offload</source>
        <translation>कोई ऑफ़लोड नहीं</translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>a percentage: the number and the sign as the language writes them</comment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <comment>an offer: provider, instance type, GPU</comment>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <source>%1 is first: %2 for %3 hours.</source>
        <translation>%1 पहले स्थान पर है: %3 घंटे के लिए %2।</translation>
    </message>
    <message>
        <source>It fits with %1 GiB free per GPU (%2).</source>
        <translation>यह प्रति GPU %1 GiB खाली छोड़कर फ़िट होता है (%2)।</translation>
    </message>
    <message>
        <source>The largest memory item is %1 (%2 GiB).</source>
        <translation>मेमोरी का सबसे बड़ा हिस्सा %1 (%2 GiB) है।</translation>
    </message>
    <message>
        <source>The largest part of the cost is %1 (%2).</source>
        <translation>लागत का सबसे बड़ा हिस्सा %1 है (%2)।</translation>
    </message>
    <message>
        <source>It trains %1 tokens per second, limited by %2.</source>
        <translation>यह प्रति सेकंड %1 टोकन प्रशिक्षित करता है, सीमा: %2।</translation>
    </message>
    <message>
        <source>%1 is cheaper per GPU-hour but passed over: %2</source>
        <translation>%1 प्रति GPU-घंटा सस्ता है पर छोड़ दिया गया: %2</translation>
    </message>
    <message>
        <source>pipeline bubble</source>
        <translation>पाइपलाइन बबल (खाली चरण)</translation>
    </message>
    <message>
        <source>expert all-to-all</source>
        <translation>एक्सपर्ट ऑल-टू-ऑल संचार</translation>
    </message>
    <message>
        <source>It runs the layout %1.</source>
        <translation>यह %1 लेआउट पर चलता है।</translation>
    </message>
    <message>
        <source>It runs the layout %1: %2.</source>
        <translation>यह %1 लेआउट पर चलता है: %2।</translation>
    </message>
    <message>
        <source>RAM unstated</source>
        <translation>RAM अज्ञात</translation>
    </message>
    <message>
        <source>The plan offloads to CPU RAM, and the offer does not state how much RAM it has.</source>
        <translation>यह योजना CPU RAM में ऑफ़लोड करती है, और ऑफ़र यह नहीं बताता कि उसमें कितनी RAM है।</translation>
    </message>
    <message>
        <source>Each optimizer step runs %1 micro-batches through the pipeline: as many sequences per GPU as the job sets.</source>
        <translation>हर ऑप्टिमाइज़र स्टेप पाइपलाइन से %1 माइक्रो-बैच गुज़ारता है: प्रति GPU उतने ही सीक्वेंस जितने जॉब में तय हैं।</translation>
    </message>
    <message>
        <source>Some plans offload to CPU RAM on offers that do not state their RAM.</source>
        <translation>कुछ योजनाएँ ऐसे ऑफ़र पर CPU RAM में ऑफ़लोड करती हैं जो अपनी RAM नहीं बताते।</translation>
    </message>
    <message>
        <source>may not fit</source>
        <translation>शायद न समाए</translation>
    </message>
    <message>
        <source>no FlashAttention</source>
        <translation>FlashAttention नहीं</translation>
    </message>
    <message>
        <source>TP over PCIe</source>
        <translation>PCIe पर TP</translation>
    </message>
    <message>
        <source>Consumer GPUs without NVLink or peer-to-peer access: every exchange between them goes through host memory.</source>
        <translation>NVLink या पीयर-टू-पीयर एक्सेस के बिना कंज़्यूमर GPU: उनके बीच हर आदान-प्रदान होस्ट मेमोरी से होकर जाता है।</translation>
    </message>
    <message>
        <source>May not fit: the memory left free is smaller than the estimate&apos;s error band.</source>
        <translation>शायद न समाए: खाली बची मेमोरी अनुमान के त्रुटि-दायरे से कम है।</translation>
    </message>
    <message>
        <source>The job uses FlashAttention-2, which this GPU cannot run (it needs Ampere or newer): switch the job to SDPA attention.</source>
        <translation>जॉब FlashAttention-2 इस्तेमाल करता है, जिसे यह GPU नहीं चला सकता (इसके लिए Ampere या नया चाहिए): जॉब को SDPA अटेंशन पर बदलें।</translation>
    </message>
    <message>
        <source>The weights live in CPU RAM and cross PCIe at every step: slow, and the speed depends on the host.</source>
        <translation>वेट CPU RAM में रहते हैं और हर स्टेप में PCIe पार करते हैं: धीमा, और गति होस्ट पर निर्भर है।</translation>
    </message>
    <message>
        <source>Tensor parallelism over PCIe: its all-reduces in every layer wait on the slow link.</source>
        <translation>PCIe पर टेंसर पैरेललिज़्म: हर लेयर के all-reduce धीमे लिंक पर रुकते हैं।</translation>
    </message>
    <message>
        <source>does not fit as set</source>
        <translation>जैसा सेट है वैसे नहीं समाता</translation>
    </message>
    <message>
        <source>The job as set does not fit; without “as set only”, the plan looks for a setting that does.</source>
        <translation>जैसा सेट है वैसे जॉब नहीं समाता; “सिर्फ़ जैसा सेट है” के बिना प्लान ऐसी सेटिंग ढूँढता है जो समाए।</translation>
    </message>
    <message>
        <source>Some offers may not fit: their free memory is inside the estimate&apos;s error band.</source>
        <translation>कुछ ऑफ़र शायद न समाएँ: उनकी खाली मेमोरी अनुमान के त्रुटि-दायरे के भीतर है।</translation>
    </message>
    <message>
        <source>Some GPUs cannot run FlashAttention-2.</source>
        <translation>कुछ GPU FlashAttention-2 नहीं चला सकते।</translation>
    </message>
    <message>
        <source>Some plans stream the weights from CPU RAM at every step.</source>
        <translation>कुछ प्लान हर स्टेप में वेट CPU RAM से लाते हैं।</translation>
    </message>
    <message>
        <source>Some plans run tensor parallelism over PCIe.</source>
        <translation>कुछ प्लान PCIe पर टेंसर पैरेललिज़्म चलाते हैं।</translation>
    </message>
    <message>
        <source>network unknown</source>
        <translation>नेटवर्क अज्ञात</translation>
    </message>
    <message>
        <source>The catalog does not know the network between this offer&apos;s instances, or its speed: the plan assumes Ethernet at %1 Gb/s per GPU.</source>
        <extracomment>%1 is a number of gigabits per second</extracomment>
        <translation>कैटलॉग इस ऑफ़र के इंस्टेंस के बीच का नेटवर्क या उसकी गति नहीं जानता: योजना प्रति GPU %1 Gb/s का Ethernet मानती है।</translation>
    </message>
    <message>
        <source>It is both the cheapest and the fastest offer that fits.</source>
        <translation>यह समा जाने वाले ऑफ़रों में सबसे सस्ता और सबसे तेज़ दोनों है।</translation>
    </message>
    <message>
        <source>It is the cheapest offer that fits.</source>
        <translation>यह समा जाने वाला सबसे सस्ता ऑफ़र है।</translation>
    </message>
    <message>
        <source>It is the fastest offer that fits.</source>
        <translation>यह समा जाने वाला सबसे तेज़ ऑफ़र है।</translation>
    </message>
    <message>
        <source>It is the best value: of the offers on the cost–time front (no other offer is both cheaper and faster), it is the nearest to the ideal of the lowest cost and the shortest time, each measured across the front&apos;s range.</source>
        <translation>यह सबसे किफ़ायती है: लागत–समय सीमा के ऑफ़रों में (जिनसे कोई दूसरा ऑफ़र सस्ता और तेज़ दोनों नहीं), यह न्यूनतम लागत और न्यूनतम समय के आदर्श के सबसे निकट है, दोनों को सीमा के विस्तार पर मापा गया है।</translation>
    </message>
    <message>
        <source>It is on the cost–time front: no other offer is both cheaper and faster.</source>
        <translation>यह लागत–समय सीमा पर है: कोई दूसरा ऑफ़र सस्ता और तेज़ दोनों नहीं है।</translation>
    </message>
    <message>
        <source>It is %1 cheaper than %2 and takes %3× as long.</source>
        <translation>यह %2 से %1 सस्ता है और %3× समय लेता है।</translation>
    </message>
    <message>
        <source>It costs %1 more than %2 and is %3× as fast.</source>
        <translation>यह %2 से %1 महँगा है और %3× तेज़ है।</translation>
    </message>
    <message>
        <source>Cheapest</source>
        <translation>सबसे सस्ता</translation>
    </message>
    <message>
        <source>Fastest</source>
        <translation>सबसे तेज़</translation>
    </message>
    <message>
        <source>Recommended (best value)</source>
        <translation>अनुशंसित (सबसे किफ़ायती)</translation>
    </message>
    <message>
        <source>Cheapest within the deadline</source>
        <translation>समय-सीमा के भीतर सबसे सस्ता</translation>
    </message>
    <message>
        <source>Lowest total cost first, whatever the deadline.</source>
        <translation>सबसे कम कुल लागत पहले, समय-सीमा चाहे जो हो।</translation>
    </message>
    <message>
        <source>Shortest wall time first; within the budget first when the job sets one.</source>
        <translation>सबसे कम कुल समय पहले; कार्य में बजट हो तो बजट के भीतर वाले पहले।</translation>
    </message>
    <message>
        <source>Offers that fit with margin, run the job&apos;s recipe on their card and have a dated price first (as in every order); among them, the nearest the ideal of the lowest cost and the shortest time: the knee of the cost–time front leads.</source>
        <translation>जो ऑफ़र पर्याप्त खाली जगह के साथ समाते हैं, अपने कार्ड पर जॉब की रेसिपी चलाते हैं और जिनकी कीमत दिनांकित है, वे पहले (हर क्रम की तरह); उनमें, न्यूनतम लागत और न्यूनतम समय के आदर्श के सबसे नज़दीक वाला: लागत–समय फ़्रंट का घुटना (knee) सबसे आगे।</translation>
    </message>
    <message>
        <source>Lowest total cost among the offers that meet the job&apos;s deadline first, then the rest by wall time; plain cheapest when the job sets no deadline.</source>
        <translation>कार्य की समय-सीमा पूरी करने वाले ऑफ़रों में सबसे कम कुल लागत पहले, फिर बाकी कुल समय के क्रम में; समय-सीमा न हो तो बस सबसे सस्ता।</translation>
    </message>
    <message>
        <source>Some plans join instances over a network the catalog does not know; their speed assumes plain Ethernet.</source>
        <translation>कुछ योजनाएँ इंस्टेंस को ऐसे नेटवर्क से जोड़ती हैं जिसे कैटलॉग नहीं जानता; उनकी गति साधारण Ethernet मानकर है।</translation>
    </message>
    <message>
        <source>%1 optimizer steps</source>
        <translation>%1 ऑप्टिमाइज़र चरण</translation>
    </message>
    <message>
        <source>%1 tokens × 1 epoch = %2</source>
        <translation>%1 टोकन × 1 एपॉक = %2</translation>
    </message>
    <message>
        <source>%1 tokens × %2 epochs = %3</source>
        <translation>%1 टोकन × %2 एपॉक = %3</translation>
    </message>
    <message>
        <source>; padding not counted: average sample length unknown</source>
        <translation>; पैडिंग नहीं गिनी गई: औसत नमूना लंबाई अज्ञात</translation>
    </message>
    <message>
        <source>; one sample per row padded to %1 tokens: %2 tokens computed</source>
        <translation>; हर पंक्ति में एक नमूना, %1 टोकन तक पैड किया हुआ: %2 टोकन की गणना</translation>
    </message>
    <message>
        <source>generation</source>
        <translation>जनरेशन (पूर्णताएँ बनाना)</translation>
    </message>
    <message>
        <source>partial groups</source>
        <translation>अधूरे समूह</translation>
    </message>
    <message>
        <source>The completions generated together (the generation batch on every GPU) hold no whole number of groups: TRL refuses such a run. Raise the accumulation or the micro-batch to a multiple of the group size.</source>
        <translation>एक साथ जनरेट हुए कम्प्लीशन (हर GPU पर जनरेशन बैच) में समूहों की कोई पूरी संख्या नहीं बनती: TRL ऐसा रन अस्वीकार करता है। संचय या माइक्रो-बैच को समूह आकार के गुणज तक बढ़ाएँ।</translation>
    </message>
    <message>
        <source>Some plans generate no whole number of groups at once, which TRL refuses.</source>
        <translation>कुछ योजनाएँ एक साथ समूहों की पूरी संख्या जनरेट नहीं करतीं, जिसे TRL अस्वीकार करता है।</translation>
    </message>
    <message>
        <source>no FP8 tensor cores</source>
        <translation>FP8 टेंसर कोर नहीं</translation>
    </message>
    <message>
        <source>no MXFP8/NVFP4 tensor cores</source>
        <translation>MXFP8/NVFP4 टेंसर कोर नहीं</translation>
    </message>
    <message>
        <source>recipe not on this platform</source>
        <translation>यह रेसिपी इस प्लैटफ़ॉर्म पर नहीं</translation>
    </message>
    <message>
        <source>The job trains in FP8, and this GPU has no FP8 tensor cores (Ada, Hopper, Blackwell and CDNA 3 have them). Without the recipe it would be a different job.</source>
        <translation>जॉब FP8 में ट्रेन होता है, और इस GPU में FP8 टेंसर कोर नहीं हैं (Ada, Hopper, Blackwell और CDNA 3 में होते हैं)। रेसिपी के बिना यह अलग जॉब होगा।</translation>
    </message>
    <message>
        <source>The job trains in MXFP8 or NVFP4, which need block-scaled tensor cores (Blackwell, CDNA 4); this GPU has none.</source>
        <translation>जॉब MXFP8 या NVFP4 में ट्रेन होता है, जिन्हें ब्लॉक-स्केल्ड टेंसर कोर चाहिए (Blackwell, CDNA 4); इस GPU में नहीं हैं।</translation>
    </message>
    <message>
        <source>The recipe&apos;s library does not run on this GPU&apos;s platform: Transformer Engine and torchao run on NVIDIA and AMD GPUs, NVFP4 and torchao&apos;s MXFP8 on NVIDIA only.</source>
        <translation>रेसिपी की लाइब्रेरी इस GPU के प्लैटफ़ॉर्म पर नहीं चलती: Transformer Engine और torchao NVIDIA और AMD GPU पर चलते हैं, NVFP4 और torchao का MXFP8 केवल NVIDIA पर।</translation>
    </message>
    <message>
        <source>bitsandbytes has no 4-bit kernels for this GPU.</source>
        <translation>इस GPU के लिए bitsandbytes में 4-बिट कर्नेल नहीं हैं।</translation>
    </message>
    <message>
        <source>optimizer not on this platform</source>
        <translation>इस प्लेटफ़ॉर्म पर ऑप्टिमाइज़र नहीं</translation>
    </message>
    <message>
        <source>no FP8 for the optimizer states</source>
        <translation>ऑप्टिमाइज़र स्टेट के लिए FP8 नहीं</translation>
    </message>
    <message>
        <source>The optimizer&apos;s library does not run on this GPU&apos;s platform: bitsandbytes runs on NVIDIA GPUs and AMD&apos;s CDNA 2 and 3, torchao&apos;s low-bit AdamW and Transformer Engine&apos;s FusedAdam on NVIDIA and AMD GPUs. Another optimizer would be a different job.</source>
        <translation>ऑप्टिमाइज़र की लाइब्रेरी इस GPU के प्लेटफ़ॉर्म पर नहीं चलती: bitsandbytes NVIDIA GPU और AMD के CDNA 2 व 3 पर चलता है, torchao का लो-बिट AdamW और Transformer Engine का FusedAdam NVIDIA और AMD GPU पर। दूसरा ऑप्टिमाइज़र एक अलग जॉब होगा।</translation>
    </message>
    <message>
        <source>The optimizer stores its moments in FP8, which needs a GPU with FP8 (Ada, Hopper, Blackwell, CDNA 3); this GPU has none.</source>
        <translation>ऑप्टिमाइज़र अपने मोमेंट FP8 में रखता है, जिसके लिए FP8 वाला GPU चाहिए (Ada, Hopper, Blackwell, CDNA 3); इस GPU में नहीं है।</translation>
    </message>
    <message>
        <source>No bitsandbytes 4-bit kernels for some GPUs.</source>
        <translation>कुछ GPU के लिए bitsandbytes 4-बिट कर्नेल नहीं।</translation>
    </message>
</context>
<context>
    <name>PriceCommand</name>
    <message>
        <source>%1 spot</source>
        <translation>%1 स्पॉट</translation>
    </message>
    <message>
        <source>Give the source&apos;s name and URL: catalog sources add NAME URL --format skypilot|tunefit --provider PROVIDER.</source>
        <translation>स्रोत का नाम और URL दें: catalog sources add NAME URL --format skypilot|tunefit --provider PROVIDER।</translation>
    </message>
    <message>
        <source>--format must be skypilot or tunefit.</source>
        <translation>--format skypilot या tunefit होना चाहिए।</translation>
    </message>
    <message>
        <source>Price source %1 saved.</source>
        <translation>मूल्य स्रोत %1 सहेजा गया।</translation>
    </message>
    <message>
        <source>Name the source to remove.</source>
        <translation>हटाने के लिए स्रोत का नाम बताएँ।</translation>
    </message>
    <message>
        <source>There is no price source &quot;%1&quot;.</source>
        <translation>&quot;%1&quot; नाम का कोई मूल्य स्रोत नहीं है।</translation>
    </message>
    <message>
        <source>Price source %1 removed.</source>
        <translation>मूल्य स्रोत %1 हटाया गया।</translation>
    </message>
    <message>
        <source>Unknown sources action &quot;%1&quot;: use list, add or remove.</source>
        <translation>sources की अज्ञात क्रिया &quot;%1&quot;: list, add या remove का उपयोग करें।</translation>
    </message>
    <message>
        <source>There is no price source &quot;%1&quot;; see &apos;tunefit catalog sources list&apos;.</source>
        <translation>&quot;%1&quot; नाम का कोई मूल्य स्रोत नहीं है; &apos;tunefit catalog sources list&apos; देखें।</translation>
    </message>
    <message>
        <source>There are no price sources; add one with &apos;tunefit catalog sources add&apos;.</source>
        <translation>कोई मूल्य स्रोत नहीं है; &apos;tunefit catalog sources add&apos; से एक जोड़ें।</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln offers read from %2</source>
        <translation>
            <numerusform>%1: %2 से %Ln ऑफ़र पढ़े गए</numerusform>
            <numerusform>%1: %2 से %Ln ऑफ़र पढ़े गए</numerusform>
        </translation>
    </message>
    <message>
        <source>The update failed, nothing was changed: %1</source>
        <translation>अपडेट विफल रहा, कुछ भी नहीं बदला गया: %1</translation>
    </message>
    <message>
        <source>New: %1, removed: %2, changed: %3 (price up %4, price down %5), kept: %6, your prices kept against the source: %7, source lines not read: %8</source>
        <translation>नए: %1, हटाए गए: %2, बदले: %3 (कीमत बढ़ी %4, कीमत घटी %5), यथावत: %6, स्रोत के बजाय रखी गई आपकी कीमतें: %7, न पढ़ी गई स्रोत पंक्तियाँ: %8</translation>
    </message>
    <message numerus="yes">
        <source>Nothing was written: %Ln sources could not be read.</source>
        <translation>
            <numerusform>कुछ भी नहीं लिखा गया: %Ln स्रोत पढ़े नहीं जा सके।</numerusform>
            <numerusform>कुछ भी नहीं लिखा गया: %Ln स्रोत पढ़े नहीं जा सके।</numerusform>
        </translation>
    </message>
    <message>
        <source>Dry run: nothing was written.</source>
        <translation>ड्राई रन: कुछ भी नहीं लिखा गया।</translation>
    </message>
    <message numerus="yes">
        <source>The update was written: %Ln offers.</source>
        <translation>
            <numerusform>अपडेट लिख दिया गया: %Ln ऑफ़र।</numerusform>
            <numerusform>अपडेट लिख दिया गया: %Ln ऑफ़र।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln offers with a doubtful price are held back (their old rows stay); --take-doubtful-prices writes them.</source>
        <translation>
            <numerusform>संदिग्ध मूल्य वाले %Ln ऑफ़र रोके गए हैं (उनकी पुरानी पंक्तियाँ बनी रहती हैं); --take-doubtful-prices उन्हें लिखता है।</numerusform>
            <numerusform>संदिग्ध मूल्य वाले %Ln ऑफ़र रोके गए हैं (उनकी पुरानी पंक्तियाँ बनी रहती हैं); --take-doubtful-prices उन्हें लिखता है।</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PriceWording</name>
    <message>
        <source>New offers</source>
        <translation>नए ऑफ़र</translation>
    </message>
    <message>
        <source>Removed offers</source>
        <translation>हटाए गए ऑफ़र</translation>
    </message>
    <message>
        <source>Price up</source>
        <translation>कीमत बढ़ी</translation>
    </message>
    <message>
        <source>Price down</source>
        <translation>कीमत घटी</translation>
    </message>
    <message>
        <source>Unchanged</source>
        <translation>अपरिवर्तित</translation>
    </message>
    <message>
        <source>Your price differs from the source</source>
        <translation>आपकी कीमत स्रोत से अलग है</translation>
    </message>
    <message>
        <source>No offer has a dated price.</source>
        <translation>किसी भी ऑफ़र की कीमत पर तारीख़ नहीं है।</translation>
    </message>
    <message numerus="yes">
        <source>Prices from %1 to %2 (the newest is %Ln days old).</source>
        <translation>
            <numerusform>कीमतें %1 से %2 तक की (सबसे नई %Ln दिन पुरानी)।</numerusform>
            <numerusform>कीमतें %1 से %2 तक की (सबसे नई %Ln दिन पुरानी)।</numerusform>
        </translation>
    </message>
    <message>
        <source>Never updated: the prices are those of the built-in catalog.</source>
        <translation>कभी अपडेट नहीं हुआ: कीमतें अंतर्निहित कैटलॉग की हैं।</translation>
    </message>
    <message>
        <source>Last update %1 from %2.</source>
        <translation>पिछला अपडेट %1 को %2 से।</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 offers are older than %Ln days.</source>
        <translation>
            <numerusform>%2 में से %1 ऑफ़र %Ln दिन से पुराने हैं।</numerusform>
            <numerusform>%2 में से %1 ऑफ़र %Ln दिन से पुराने हैं।</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 undated.</source>
        <translation>%1 बिना तारीख़ के।</translation>
    </message>
    <message>
        <source>Prices: undated</source>
        <translation>कीमतें: बिना तारीख़</translation>
    </message>
    <message>
        <source>built-in catalog</source>
        <translation>अंतर्निहित कैटलॉग</translation>
    </message>
    <message>
        <source>updated %1</source>
        <translation>%1 को अपडेट</translation>
    </message>
    <message numerus="yes">
        <source>Prices: newest %Ln days old, %1 offers stale (%2)</source>
        <translation>
            <numerusform>कीमतें: सबसे नई %Ln दिन पुरानी, %1 ऑफ़र पुराने (%2)</numerusform>
            <numerusform>कीमतें: सबसे नई %Ln दिन पुरानी, %1 ऑफ़र पुराने (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Prices: newest %Ln days old (%1)</source>
        <translation>
            <numerusform>कीमतें: सबसे नई %Ln दिन पुरानी (%1)</numerusform>
            <numerusform>कीमतें: सबसे नई %Ln दिन पुरानी (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>doubtful: a price of zero</source>
        <translation>संदिग्ध: शून्य मूल्य</translation>
    </message>
    <message>
        <source>doubtful: a negative price</source>
        <translation>संदिग्ध: ऋणात्मक मूल्य</translation>
    </message>
    <message>
        <source>doubtful: under %1 USD per GPU-hour</source>
        <translation>संदिग्ध: प्रति GPU-घंटा %1 USD से कम</translation>
    </message>
    <message>
        <source>doubtful: over %1 USD per GPU-hour</source>
        <translation>संदिग्ध: प्रति GPU-घंटा %1 USD से अधिक</translation>
    </message>
    <message>
        <source>doubtful: over %1 times the catalog&apos;s price</source>
        <translation>संदिग्ध: कैटलॉग के मूल्य के %1 गुना से अधिक</translation>
    </message>
    <message>
        <source>doubtful: under 1/%1 of the catalog&apos;s price</source>
        <translation>संदिग्ध: कैटलॉग के मूल्य के 1/%1 से कम</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Look in:</source>
        <translation>यहाँ देखें:</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>पीछे</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>आगे</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>ऊपर का फ़ोल्डर</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>नया फ़ोल्डर बनाएँ</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>सूची दृश्य</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>विवरण दृश्य</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>फ़ाइल का नाम (&amp;N):</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>फ़ाइल का प्रकार:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>खोलें (&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>सहेजें (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>चुनें (&amp;C)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>खोलें</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>इस रूप में सहेजें</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>फ़ोल्डर चुनें</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>फ़ोल्डर:</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>फ़ोल्डर</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>सभी फ़ाइलें (*)</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>नया फ़ोल्डर</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>नया फ़ोल्डर (&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>नाम बदलें (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>हटाएँ (&amp;D)</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>छिपी फ़ाइलें दिखाएँ (&amp;H)</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>हाल के स्थान</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>मेरा कंप्यूटर</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>पीछे जाएँ</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>आगे जाएँ</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>ऊपर के फ़ोल्डर में जाएँ</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>नया फ़ोल्डर बनाएँ</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>सूची दृश्य पर जाएँ</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>विवरण दृश्य पर जाएँ</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>साइडबार</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>स्थानों और बुकमार्क की सूची</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>फ़ाइलें</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 पहले से मौजूद है।
क्या आप इसे बदलना चाहते हैं?</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>नाम</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>आकार</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>प्रकार</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>बदलने की तारीख</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>कंप्यूटर</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>ठीक है</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>सहेजें</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>खोलें</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;हाँ</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;नहीं</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>बंद करें</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>रद्द करें</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>छोड़ें</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>सहायता</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>लागू करें</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>रीसेट करें</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>डिफ़ॉल्ट बहाल करें</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>बीच में रोकें</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>फिर से प्रयास करें</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>अनदेखा करें</translation>
    </message>
</context>
<context>
    <name>ReportCommand</name>
    <message>
        <source>Report date and stale-price anchor.</source>
        <translation>रिपोर्ट की तारीख, जिससे कीमतों का पुरानापन भी आँका जाता है।</translation>
    </message>
    <message>
        <source>The job file.</source>
        <translation>जॉब फ़ाइल।</translation>
    </message>
    <message>
        <source>The PDF to write.</source>
        <translation>लिखी जाने वाली PDF।</translation>
    </message>
    <message>
        <source>Report language: en, hi or tr (default: the language of the run).</source>
        <translation>रिपोर्ट की भाषा: en, hi या tr (डिफ़ॉल्ट: इस रन की भाषा)।</translation>
    </message>
    <message>
        <source>Also write the report body as HTML.</source>
        <translation>रिपोर्ट का मुख्य भाग HTML के रूप में भी लिखें।</translation>
    </message>
    <message>
        <source>needs a QGuiApplication (fonts)</source>
        <translation>QGuiApplication (फ़ॉन्ट) ज़रूरी है</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>%1 लिखी गई</translation>
    </message>
    <message>
        <source>Writes the ranked options of a saved job as CSV or JSON (C locale numbers).</source>
        <translation>सहेजे गए जॉब के क्रमबद्ध विकल्प CSV या JSON के रूप में लिखता है (C लोकेल की संख्याएँ)।</translation>
    </message>
    <message>
        <source>CSV file to write.</source>
        <translation>लिखी जाने वाली CSV फ़ाइल।</translation>
    </message>
    <message>
        <source>JSON file to write.</source>
        <translation>लिखी जाने वाली JSON फ़ाइल।</translation>
    </message>
    <message>
        <source>give either --csv FILE or --json FILE, not both</source>
        <translation>--csv FILE या --json FILE में से एक दें, दोनों नहीं</translation>
    </message>
    <message>
        <source>give --csv FILE or --json FILE</source>
        <translation>--csv FILE या --json FILE दें</translation>
    </message>
    <message>
        <source>Read the job from a training config instead of a job file.</source>
        <translation>जॉब फ़ाइल के बजाय ट्रेनिंग कॉन्फ़िग से जॉब पढ़ें।</translation>
    </message>
    <message>
        <source>With --from: dataset size in tokens, for a file without max_steps.</source>
        <translation>--from के साथ: टोकन में डेटासेट का आकार, बिना max_steps वाली फ़ाइल के लिए।</translation>
    </message>
    <message>
        <source>name one job file (*.tunefit.json) or --from a training config</source>
        <translation>एक जॉब फ़ाइल (*.tunefit.json) या --from से एक ट्रेनिंग कॉन्फ़िग दें</translation>
    </message>
    <message>
        <source>Writes a PDF report of a saved job (*.tunefit.json) or of a training config (--from).</source>
        <translation>सहेजे गए जॉब (*.tunefit.json) या ट्रेनिंग कॉन्फ़िग (--from) की PDF रिपोर्ट लिखता है।</translation>
    </message>
</context>
<context>
    <name>ReportRenderer</name>
    <message>
        <source>Fine-tuning plan: %1</source>
        <translation>फ़ाइन-ट्यूनिंग योजना: %1</translation>
    </message>
    <message>
        <source>Report of %1 · Tunefit %2 · catalog prices as of %3</source>
        <translation>रिपोर्ट दिनांक %1 · Tunefit %2 · कैटलॉग कीमतें %3 तक की</translation>
    </message>
    <message>
        <source>The job</source>
        <translation>कार्य</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>मॉडल</translation>
    </message>
    <message>
        <source>%1, %2 parameters</source>
        <translation>%1, %2 पैरामीटर</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>विधि</translation>
    </message>
    <message>
        <source>Trainable parameters</source>
        <translation>प्रशिक्षणीय पैरामीटर</translation>
    </message>
    <message>
        <source>Precision and optimizer</source>
        <translation>प्रिसिज़न और ऑप्टिमाइज़र</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>बैच</translation>
    </message>
    <message>
        <source>micro-batch %1 × %2 tokens, gradient accumulation %3</source>
        <translation>माइक्रो-बैच %1 × %2 टोकन, ग्रेडिएंट संचय %3</translation>
    </message>
    <message>
        <source>Checkpointing and attention</source>
        <translation>चेकपॉइंटिंग और अटेंशन</translation>
    </message>
    <message>
        <source>GPUs and sharding</source>
        <translation>GPU और शार्डिंग</translation>
    </message>
    <message>
        <source>Training tokens</source>
        <translation>प्रशिक्षण टोकन</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>समय-सीमा</translation>
    </message>
    <message>
        <source>%1 hours</source>
        <translation>%1 घंटे</translation>
    </message>
    <message>
        <source>none</source>
        <translation>कोई नहीं</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>बजट</translation>
    </message>
    <message>
        <source>%1 USD</source>
        <translation>%1 USD</translation>
    </message>
    <message>
        <source>GPU memory per GPU</source>
        <translation>प्रति GPU मेमोरी</translation>
    </message>
    <message>
        <source>Peak at %1 GiB on the whole device (nvidia-smi): PyTorch allocated %2 GiB, reserved %3 GiB. Expected within %4 % to +%5 %.</source>
        <translation>पूरे डिवाइस पर शिखर %1 GiB (nvidia-smi): PyTorch द्वारा आवंटित %2 GiB, आरक्षित %3 GiB। अनुमानित दायरा %4 % से +%5 % तक।</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>घटक</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>हिस्सा</translation>
    </message>
    <message>
        <source>Basis</source>
        <translation>आधार</translation>
    </message>
    <message>
        <source>Fit across GPUs</source>
        <translation>विभिन्न GPU पर समावेश</translation>
    </message>
    <message>
        <source>The fewest GPUs of each kind that hold the job, keeping %1 % of each GPU free.</source>
        <translation>हर प्रकार के सबसे कम GPU जिन पर कार्य समाता है, हर GPU का %1 % खाली रखते हुए।</translation>
    </message>
    <message>
        <source>GPUs needed</source>
        <translation>आवश्यक GPU</translation>
    </message>
    <message>
        <source>Sharding</source>
        <translation>शार्डिंग</translation>
    </message>
    <message>
        <source>GiB per GPU</source>
        <translation>प्रति GPU GiB</translation>
    </message>
    <message>
        <source>does not fit on 64</source>
        <translation>64 पर भी नहीं समाता</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>ऑफ़र</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU संख्या</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>घंटे</translation>
    </message>
    <message>
        <source>Compute USD</source>
        <translation>कंप्यूट USD</translation>
    </message>
    <message>
        <source>Storage USD</source>
        <translation>स्टोरेज USD</translation>
    </message>
    <message>
        <source>Egress USD</source>
        <translation>ईग्रेस USD</translation>
    </message>
    <message>
        <source>Total USD</source>
        <translation>कुल USD</translation>
    </message>
    <message>
        <source>Price as of</source>
        <translation>कीमत की तारीख</translation>
    </message>
    <message>
        <source>Top offers</source>
        <translation>सर्वश्रेष्ठ ऑफ़र</translation>
    </message>
    <message>
        <source>%1 of %2 offers can run the job; the cheapest are listed first.</source>
        <translation>%2 में से %1 ऑफ़र यह कार्य चला सकते हैं; सबसे सस्ते पहले दिए गए हैं।</translation>
    </message>
    <message>
        <source>No offer in the catalog can run this job.</source>
        <translation>कैटलॉग का कोई भी ऑफ़र यह कार्य नहीं चला सकता।</translation>
    </message>
    <message>
        <source>Chosen offers side by side</source>
        <translation>चुने गए ऑफ़र की तुलना</translation>
    </message>
    <message>
        <source>No offers were chosen for comparison.</source>
        <translation>तुलना के लिए कोई ऑफ़र नहीं चुना गया।</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>क्षेत्र</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>समाता है</translation>
    </message>
    <message>
        <source>yes, %1 × %2</source>
        <translation>हाँ, %1 × %2</translation>
    </message>
    <message>
        <source>Tokens per second</source>
        <translation>टोकन प्रति सेकंड</translation>
    </message>
    <message>
        <source>Price per hour (USD)</source>
        <translation>प्रति घंटा कीमत (USD)</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>स्पॉट</translation>
    </message>
    <message>
        <source>yes, %1 expected interruptions</source>
        <translation>हाँ, %1 अपेक्षित रुकावटें</translation>
    </message>
    <message>
        <source>no</source>
        <translation>नहीं</translation>
    </message>
    <message>
        <source>Chosen offers no longer in the catalog: %1</source>
        <translation>चुने गए ऑफ़र जो अब कैटलॉग में नहीं हैं: %1</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>सिफ़ारिश</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>चेतावनियाँ</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>धारणाएँ</translation>
    </message>
    <message>
        <source>%1 % of each GPU is kept free; at most %2 instances of one offer.</source>
        <translation>हर GPU का %1 % खाली रखा जाता है; एक ऑफ़र के अधिकतम %2 इंस्टेंस।</translation>
    </message>
    <message>
        <source>Start-up %1 minutes per run; a checkpoint every %2 minutes written at %3 GB/s.</source>
        <translation>हर रन में %1 मिनट की शुरुआत; हर %2 मिनट पर एक चेकपॉइंट, %3 GB/s पर लिखा गया।</translation>
    </message>
    <message>
        <source>Spot capacity allowed where its expected cost is lower; %1 interruptions per hour unless the provider states its own, %2 minutes lost per restart.</source>
        <translation>जहाँ अपेक्षित लागत कम हो वहाँ स्पॉट क्षमता की अनुमति; प्रदाता का अपना आँकड़ा न हो तो प्रति घंटा %1 रुकावटें, हर पुनरारंभ पर %2 मिनट का नुकसान।</translation>
    </message>
    <message>
        <source>On-demand prices only (spot not allowed).</source>
        <translation>केवल ऑन-डिमांड कीमतें (स्पॉट की अनुमति नहीं)।</translation>
    </message>
    <message>
        <source>Prices in USD as published by each provider, without taxes or discounts.</source>
        <translation>कीमतें USD में, जैसी हर प्रदाता ने प्रकाशित कीं, कर या छूट के बिना।</translation>
    </message>
    <message>
        <source>Sources of prices</source>
        <translation>कीमतों के स्रोत</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>प्रदाता</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>स्रोत</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>तारीख</translation>
    </message>
    <message>
        <source>Cannot write the PDF.</source>
        <translation>PDF नहीं लिखी जा सकती।</translation>
    </message>
    <message>
        <source>Whole device: %1 GiB</source>
        <translation>पूरा डिवाइस: %1 GiB</translation>
    </message>
    <message>
        <source>Tunefit report: %1</source>
        <translation>Tunefit रिपोर्ट: %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>पृष्ठ %1 / %2</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>आर्किटेक्चर</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>उद्देश्य</translation>
    </message>
    <message>
        <source>Images</source>
        <translation>इमेज</translation>
    </message>
    <message>
        <source>How it fits at the job&apos;s GPU count</source>
        <translation>जॉब की GPU संख्या पर कैसे समाता है</translation>
    </message>
    <message>
        <source>It runs the job with: %1.</source>
        <translation>यह जॉब को इनके साथ चलाता है: %1।</translation>
    </message>
    <message>
        <source>Parallel layout</source>
        <translation>पैरेलल लेआउट</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>सेटिंग</translation>
    </message>
    <message>
        <source>It runs the job as set: %1.</source>
        <translation>यह जॉब को जैसा सेट है वैसे चलाता है: %1।</translation>
    </message>
    <message>
        <source>Memory (GiB)</source>
        <translation>मेमोरी (GiB)</translation>
    </message>
    <message>
        <source>%1 of %2 offers can run the job; the best value is listed first.</source>
        <translation>%2 में से %1 ऑफ़र यह कार्य चला सकते हैं; सबसे किफ़ायती पहले दिया गया है।</translation>
    </message>
    <message>
        <source>%1 of %2 offers can run the job; the fastest are listed first.</source>
        <translation>%2 में से %1 ऑफ़र यह कार्य चला सकते हैं; सबसे तेज़ पहले दिए गए हैं।</translation>
    </message>
    <message>
        <source>Cost against time</source>
        <translation>लागत बनाम समय</translation>
    </message>
    <message>
        <source>Every offer that fits, by wall time and total cost. The line joins the cost–time front: the offers no other offer beats on both. The ringed point is the recommendation.</source>
        <translation>हर समा जाने वाला ऑफ़र, कुल समय और कुल लागत के अनुसार। रेखा लागत–समय सीमा को जोड़ती है: वे ऑफ़र जिनसे कोई दूसरा ऑफ़र दोनों में बेहतर नहीं। घेरे वाला बिंदु अनुशंसा है।</translation>
    </message>
    <message>
        <source>Model as named</source>
        <translation>दिए गए नाम से मॉडल</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>अज्ञात</translation>
    </message>
    <message>
        <source>Memory estimate error band: %1 % to +%2 % (estimation.md in the Tunefit documentation).</source>
        <translation>मेमोरी अनुमान का त्रुटि दायरा: %1 % से +%2 % (Tunefit दस्तावेज़ में estimation.md)।</translation>
    </message>
    <message>
        <source>fits only with changes</source>
        <translation>केवल बदलावों के साथ समाता है</translation>
    </message>
    <message>
        <source>MoE experts</source>
        <translation>MoE एक्सपर्ट</translation>
    </message>
    <message>
        <source>Low precision</source>
        <translation>लो प्रिसिज़न</translation>
    </message>
    <message>
        <source>QAT</source>
        <translation>QAT</translation>
    </message>
    <message>
        <source>calibrated on your run</source>
        <translation>आपके रन पर कैलिब्रेट किया गया</translation>
    </message>
</context>
<context>
    <name>RunWording</name>
    <message>
        <source>%1 s</source>
        <translation>%1 सेकंड</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1%2%</source>
        <comment>sign, percent</comment>
        <translation>%1%2%</translation>
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
        <translation>Trainer कंसोल लॉग</translation>
    </message>
    <message>
        <source>torchtitan log</source>
        <translation>torchtitan लॉग</translation>
    </message>
    <message>
        <source>Megatron log</source>
        <translation>Megatron लॉग</translation>
    </message>
    <message>
        <source>metrics CSV export</source>
        <translation>मेट्रिक्स का CSV निर्यात</translation>
    </message>
    <message>
        <source>allocated</source>
        <comment>peak memory figure</comment>
        <translation>आवंटित</translation>
    </message>
    <message>
        <source>reserved</source>
        <comment>peak memory figure</comment>
        <translation>आरक्षित</translation>
    </message>
    <message>
        <source>active</source>
        <comment>peak memory figure</comment>
        <translation>सक्रिय</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>कंप्यूट</translation>
    </message>
    <message>
        <source>memory-bound work</source>
        <translation>मेमोरी-सीमित काम</translation>
    </message>
    <message>
        <source>host overhead</source>
        <translation>होस्ट का अतिरिक्त समय</translation>
    </message>
    <message>
        <source>exposed communication</source>
        <translation>खुला (न छिपा) संचार</translation>
    </message>
    <message>
        <source>offload</source>
        <translation>ऑफ़लोड</translation>
    </message>
    <message>
        <source>pipeline bubble</source>
        <translation>पाइपलाइन बबल</translation>
    </message>
    <message>
        <source>objective forwards</source>
        <translation>उद्देश्य के फ़ॉरवर्ड पास</translation>
    </message>
    <message>
        <source>generation</source>
        <translation>जनरेशन</translation>
    </message>
    <message numerus="yes">
        <source>%Ln step(s)</source>
        <translation>
            <numerusform>%Ln स्टेप</numerusform>
            <numerusform>%Ln स्टेप</numerusform>
        </translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>स्टेप %1</translation>
    </message>
    <message>
        <source>%1 tokens/s per GPU</source>
        <translation>प्रति GPU %1 टोकन/सेकंड</translation>
    </message>
    <message>
        <source>%1 samples/s</source>
        <translation>%1 नमूने/सेकंड</translation>
    </message>
    <message>
        <source>peak %1 %2</source>
        <comment>peak 61.2 GiB reserved</comment>
        <translation>शिखर %1 %2</translation>
    </message>
    <message>
        <source>%1, %2 jobs</source>
        <comment>GPU, method</comment>
        <translation>%1, %2 जॉब</translation>
    </message>
    <message>
        <source>%1, every method</source>
        <comment>GPU</comment>
        <translation>%1, हर विधि</translation>
    </message>
    <message>
        <source>time %1</source>
        <translation>समय %1</translation>
    </message>
    <message>
        <source>Calibrated on your run %1: %2</source>
        <translation>आपके रन %1 पर कैलिब्रेट किया गया: %2</translation>
    </message>
    <message>
        <source>Calibrated on your run %1: %2, memory %3</source>
        <translation>आपके रन %1 पर कैलिब्रेट किया गया: %2, मेमोरी %3</translation>
    </message>
    <message>
        <source>%1: %2, cannot explain it alone</source>
        <translation>%1: %2, अकेले इसे नहीं समझा सकता</translation>
    </message>
    <message>
        <source>%1: %2 → %3 (%4)</source>
        <translation>%1: %2 → %3 (%4)</translation>
    </message>
    <message>
        <source>Cannot compare this run: %1</source>
        <translation>इस रन की तुलना नहीं हो सकती: %1</translation>
    </message>
    <message>
        <source>Step time: measured %1, predicted %2 (%3)</source>
        <translation>स्टेप का समय: मापा गया %1, अनुमानित %2 (%3)</translation>
    </message>
    <message>
        <source>Tokens/s per GPU: measured %1, predicted %2 (%3)</source>
        <translation>प्रति GPU टोकन/सेकंड: मापा गया %1, अनुमानित %2 (%3)</translation>
    </message>
    <message>
        <source>Step time: the log times no step</source>
        <translation>स्टेप का समय: लॉग किसी स्टेप का समय नहीं बताता</translation>
    </message>
    <message>
        <source>Peak memory (%1): measured %2, predicted %3 (%4)</source>
        <translation>शिखर मेमोरी (%1): मापी गई %2, अनुमानित %3 (%4)</translation>
    </message>
    <message>
        <source>Peak memory: the log reports none</source>
        <translation>शिखर मेमोरी: लॉग में कोई आँकड़ा नहीं</translation>
    </message>
    <message>
        <source>Run %1 on %2 × %3: %4</source>
        <translation>रन %1, %2 × %3 पर: %4</translation>
    </message>
    <message>
        <source>What each term of the step would need to explain the difference alone:</source>
        <translation>अंतर को अकेले समझाने के लिए स्टेप के हर पद को कितना होना होता:</translation>
    </message>
    <message>
        <source>What each part of the memory would need to explain the difference alone:</source>
        <translation>अंतर को अकेले समझाने के लिए मेमोरी के हर हिस्से को कितना होना होता:</translation>
    </message>
    <message>
        <source>calibrated on your run</source>
        <translation>आपके रन पर कैलिब्रेट किया गया</translation>
    </message>
    <message>
        <source>%1 · calibrated on your run</source>
        <comment>advice · mark</comment>
        <translation>%1 · आपके रन पर कैलिब्रेट किया गया</translation>
    </message>
    <message>
        <source>The run measured %1 of the predicted rate; a calibration keeps %2 to %3. A run this far off ran another job than the one kept with it (another setting, GPU count or card), not the same job on a slower or faster stack: check its config and GPU count.</source>
        <translation>रन ने अनुमानित दर का %1 मापा; कैलिब्रेशन %2 से %3 तक ही रखा जाता है। इतना दूर का रन उसके साथ रखे जॉब से अलग जॉब चला रहा था (दूसरी सेटिंग, GPU संख्या या कार्ड), वही जॉब धीमे या तेज़ स्टैक पर नहीं: उसका कॉन्फ़िग और GPU संख्या जाँचें।</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) not read</source>
        <translation>
            <numerusform>%Ln पंक्ति नहीं पढ़ी गई</numerusform>
            <numerusform>%Ln पंक्तियाँ नहीं पढ़ी गईं</numerusform>
        </translation>
    </message>
    <message>
        <source>No job was kept with this run (no config was given): it is listed, not compared. Add it again with the config it ran.</source>
        <translation>इस रन के साथ कोई जॉब नहीं रखा गया (कोई कॉन्फ़िग नहीं दिया गया): यह सूची में है, तुलना में नहीं। इसे इसके चलाए कॉन्फ़िग के साथ फिर से जोड़ें।</translation>
    </message>
</context>
<context>
    <name>RunsCommand</name>
    <message>
        <source>Added run %1.</source>
        <translation>रन %1 जोड़ा गया।</translation>
    </message>
    <message>
        <source>&apos;tunefit runs calibrate %1&apos; keeps it as a calibration of %2.</source>
        <translation>&apos;tunefit runs calibrate %1&apos; इसे %2 के कैलिब्रेशन के रूप में रखता है।</translation>
    </message>
    <message>
        <source>The catalog has no run &quot;%1&quot;.</source>
        <translation>कैटलॉग में &quot;%1&quot; नाम का कोई रन नहीं है।</translation>
    </message>
    <message>
        <source>Replaced: %1</source>
        <translation>बदला गया: %1</translation>
    </message>
    <message>
        <source>Kept for %1: %2</source>
        <translation>%1 के लिए रखा गया: %2</translation>
    </message>
    <message>
        <source>Removed run %1; calibrations kept from it stay until you remove them.</source>
        <translation>रन %1 हटाया गया; इससे रखे गए कैलिब्रेशन तब तक रहेंगे जब तक आप उन्हें न हटाएँ।</translation>
    </message>
    <message>
        <source>Removed the calibration of %1.</source>
        <translation>%1 का कैलिब्रेशन हटाया गया।</translation>
    </message>
    <message>
        <source>run</source>
        <translation>रन</translation>
    </message>
    <message>
        <source>gpu</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>gpus</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>added</source>
        <translation>जोड़ा गया</translation>
    </message>
    <message>
        <source>log</source>
        <translation>लॉग</translation>
    </message>
    <message>
        <source>Calibrations:</source>
        <translation>कैलिब्रेशन:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>कोई नहीं</translation>
    </message>
    <message>
        <source>add, list, compare, calibrate, remove or uncalibrate</source>
        <translation>add, list, compare, calibrate, remove या uncalibrate</translation>
    </message>
    <message>
        <source>list, compare: print JSON.</source>
        <translation>list, compare: JSON छापें।</translation>
    </message>
    <message>
        <source>add: the run&apos;s training config or Tunefit job file.</source>
        <translation>add: रन का ट्रेनिंग कॉन्फ़िग या Tunefit जॉब फ़ाइल।</translation>
    </message>
    <message>
        <source>add: the catalog GPU it ran on (default: the one the log names).</source>
        <translation>add: कैटलॉग का वह GPU जिस पर यह चला (डिफ़ॉल्ट: जिसका नाम लॉग में है)।</translation>
    </message>
    <message>
        <source>add: GPUs it ran on (default: the log&apos;s, else the config&apos;s).</source>
        <translation>add: जितने GPU पर यह चला (डिफ़ॉल्ट: लॉग का, नहीं तो कॉन्फ़िग का आँकड़ा)।</translation>
    </message>
    <message>
        <source>add: the run&apos;s name (default: the log&apos;s file name).</source>
        <translation>add: रन का नाम (डिफ़ॉल्ट: लॉग फ़ाइल का नाम)।</translation>
    </message>
    <message>
        <source>add: the model, where the config&apos;s does not resolve.</source>
        <translation>add: मॉडल, जहाँ कॉन्फ़िग का मॉडल पहचाना न जा सके।</translation>
    </message>
    <message>
        <source>calibrate: also keep the memory difference.</source>
        <translation>calibrate: मेमोरी का अंतर भी रखें।</translation>
    </message>
    <message>
        <source>calibrate: for every method on the GPU, not the run&apos;s only.</source>
        <translation>calibrate: GPU पर हर विधि के लिए, केवल रन की विधि के लिए नहीं।</translation>
    </message>
    <message>
        <source>uncalibrate: the method&apos;s calibration (default: every method&apos;s).</source>
        <translation>uncalibrate: उस विधि का कैलिब्रेशन (डिफ़ॉल्ट: हर विधि वाला)।</translation>
    </message>
    <message>
        <source>Name an action: %1.</source>
        <translation>कोई कार्रवाई बताएँ: %1।</translation>
    </message>
    <message>
        <source>Unknown action &quot;%1&quot;.</source>
        <translation>अज्ञात कार्रवाई &quot;%1&quot;।</translation>
    </message>
    <message>
        <source>%1 needs one argument.</source>
        <translation>%1 को एक आर्ग्युमेंट चाहिए।</translation>
    </message>
    <message>
        <source>Unexpected &quot;%1&quot;.</source>
        <translation>अनपेक्षित &quot;%1&quot;।</translation>
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
        <translation>कैटलॉग में आपके मापे गए रन और उनसे रखे गए कैलिब्रेशन।

  runs add LOG [--config FILE] [--gpu NAME] [--gpus N] [--id ID] [--model NAME]
  runs list [--json]
  runs compare RUN [--json]
  runs calibrate RUN [--memory] [--every-method]
  runs remove RUN
  runs uncalibrate GPU [--method METHOD]

LOG: trainer_state.json, Trainer का कंसोल आउटपुट, torchtitan या Megatron लॉग, या TensorBoard/W&amp;B CSV निर्यात। कैलिब्रेशन अपने GPU पर अपनी तरह के जॉब के अनुमानित समय को रन की मापी गई और अनुमानित दर के अनुपात से बदलता है (और --memory के साथ मापी गई अतिरिक्त मेमोरी उनकी मेमोरी में जोड़ता है) — estimate, plan, fit, report और विंडो में; --no-calibration वहाँ इसे छोड़ देता है।

</translation>
    </message>
</context>
<context>
    <name>ValidateCommand</name>
    <message>
        <source>OOM cases predicted as not fitting: %1 of %2</source>
        <translation>OOM मामले जिनके लिए &apos;नहीं समाता&apos; का अनुमान सही रहा: %2 में से %1</translation>
    </message>
    <message>
        <source>Predicts the peak memory of every measured run in CASES.csv (the schema of shared/validation/README.md) and reports the error.</source>
        <translation>CASES.csv (shared/validation/README.md का स्कीमा) के हर मापे गए रन की शिखर मेमोरी का अनुमान लगाता है और त्रुटि बताता है।</translation>
    </message>
    <message>
        <source>Validation cases CSV.</source>
        <translation>सत्यापन मामलों की CSV।</translation>
    </message>
    <message>
        <source>Predictions CSV to write.</source>
        <translation>लिखी जाने वाली अनुमानों की CSV।</translation>
    </message>
    <message>
        <source>expected one CASES.csv argument</source>
        <translation>एक CASES.csv आर्गुमेंट अपेक्षित था</translation>
    </message>
    <message>
        <source>Confidence high and medium-high:</source>
        <translation>विश्वसनीयता high और medium-high:</translation>
    </message>
    <message>
        <source>All confidences:</source>
        <translation>सभी विश्वसनीयता स्तर:</translation>
    </message>
    <message>
        <source>By method:</source>
        <translation>विधि के अनुसार:</translation>
    </message>
    <message>
        <source>By objective:</source>
        <translation>उद्देश्य के अनुसार:</translation>
    </message>
    <message>
        <source>By architecture (dense, moe, mla, vision, encoder_decoder):</source>
        <translation>आर्किटेक्चर के अनुसार (dense, moe, mla, vision, encoder_decoder):</translation>
    </message>
    <message>
        <source>Validation cases CSV (instead of the CASES argument).</source>
        <translation>सत्यापन मामलों की CSV (CASES तर्क के स्थान पर)।</translation>
    </message>
    <message>
        <source>By mechanism (overlap, multi_node, moe, generation, offload, long_context, plain; FP8/FP4 rows by recipe):</source>
        <translation>मैकेनिज़्म के अनुसार (overlap, multi_node, moe, generation, offload, long_context, plain; FP8/FP4 पंक्तियाँ रेसिपी के अनुसार):</translation>
    </message>
</context>
<context>
    <name>ValidateDiffusionCommand</name>
    <message>
        <source>per model family:</source>
        <translation>मॉडल परिवार के अनुसार:</translation>
    </message>
    <message>
        <source>Predicts the peak memory and step time of measured image and video fine-tuning runs and reports the error.</source>
        <translation>मापे गए इमेज और वीडियो फ़ाइन-ट्यूनिंग रन की अधिकतम मेमोरी और स्टेप समय का अनुमान लगाकर त्रुटि बताता है।</translation>
    </message>
    <message>
        <source>CSV file of measured runs</source>
        <translation>मापे गए रन की CSV फ़ाइल</translation>
    </message>
    <message>
        <source>Write predictions to this CSV file.</source>
        <translation>अनुमान इस CSV फ़ाइल में लिखें।</translation>
    </message>
    <message>
        <source>usage: tunefit validate-diffusion CASES.csv [--out FILE]</source>
        <translation>उपयोग: tunefit validate-diffusion CASES.csv [--out FILE]</translation>
    </message>
    <message>
        <source>Peak memory, rows rated medium or better:</source>
        <translation>अधिकतम मेमोरी, मध्यम या बेहतर रेटिंग वाली पंक्तियाँ:</translation>
    </message>
    <message>
        <source>Step time, rows rated medium or better with a catalog GPU:</source>
        <translation>स्टेप समय, कैटलॉग GPU वाली मध्यम या बेहतर रेटिंग की पंक्तियाँ:</translation>
    </message>
    <message>
        <source>Out-of-memory runs predicted not to fit: %1 of %2</source>
        <translation>मेमोरी खत्म होने वाले रन जिन्हें फ़िट न होने का अनुमान मिला: %2 में से %1</translation>
    </message>
    <message>
        <source>&quot;Fits in N GB&quot; statements the estimate agrees with: %1 of %2</source>
        <translation>&quot;N GB में फ़िट&quot; कथन जिनसे अनुमान सहमत है: %2 में से %1</translation>
    </message>
    <message numerus="yes">
        <source>(%n row(s) without a model in the library or a readable setting)</source>
        <translation>
            <numerusform>(%n पंक्ति जिनका मॉडल लाइब्रेरी में नहीं या सेटिंग पढ़ने योग्य नहीं)</numerusform>
            <numerusform>(%n पंक्तियाँ जिनका मॉडल लाइब्रेरी में नहीं या सेटिंग पढ़ने योग्य नहीं)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ValidateThroughputCommand</name>
    <message>
        <source>per method:</source>
        <translation>विधि के अनुसार:</translation>
    </message>
    <message>
        <source>per GPU:</source>
        <translation>GPU के अनुसार:</translation>
    </message>
    <message numerus="yes">
        <source>(%n selected rows without a prediction)</source>
        <translation>
            <numerusform>(%n चुनी गई पंक्तियाँ बिना अनुमान के)</numerusform>
            <numerusform>(%n चुनी गई पंक्तियाँ बिना अनुमान के)</numerusform>
        </translation>
    </message>
    <message>
        <source>CSV file of measured runs</source>
        <translation>मापे गए रनों की CSV फ़ाइल</translation>
    </message>
    <message>
        <source>Write predictions to this CSV file.</source>
        <translation>अनुमान इस CSV फ़ाइल में लिखें।</translation>
    </message>
    <message>
        <source>usage: tunefit validate-throughput CASES.csv [--out PREDICTIONS.csv]</source>
        <translation>उपयोग: tunefit validate-throughput CASES.csv [--out PREDICTIONS.csv]</translation>
    </message>
    <message>
        <source>Confidence high + medium-high (rows with tokens/s per GPU and a catalog GPU):</source>
        <translation>विश्वसनीयता high + medium-high (प्रति GPU टोकन/सेकंड और कैटलॉग GPU वाली पंक्तियाँ):</translation>
    </message>
    <message>
        <source>All rows with tokens/s per GPU and a catalog GPU:</source>
        <translation>प्रति GPU टोकन/सेकंड और कैटलॉग GPU वाली सभी पंक्तियाँ:</translation>
    </message>
    <message>
        <source>per parallel layout:</source>
        <translation>पैरेलल लेआउट के अनुसार:</translation>
    </message>
    <message>
        <source>Rows with a model- or sequence-parallel layout, confidence medium or better:</source>
        <translation>मॉडल- या सीक्वेंस-पैरेलल लेआउट वाली पंक्तियाँ, विश्वसनीयता मध्यम या बेहतर:</translation>
    </message>
    <message>
        <source>Predicts training throughput for measured runs (throughput-cases.csv schema, or measured RL steps) and reports the error.</source>
        <translation>मापे गए रन (throughput-cases.csv स्कीमा, या मापे गए RL स्टेप) के लिए प्रशिक्षण थ्रूपुट का अनुमान लगाता है और त्रुटि बताता है।</translation>
    </message>
    <message>
        <source>per mechanism (overlap, multi_node, moe, generation, offload, long_context, plain; FP8/FP4 rows by recipe):</source>
        <translation>मैकेनिज़्म के अनुसार (overlap, multi_node, moe, generation, offload, long_context, plain; FP8/FP4 पंक्तियाँ रेसिपी के अनुसार):</translation>
    </message>
</context>
<context>
    <name>tunefit::present::Format</name>
    <message>
        <source>%1 B</source>
        <translation>%1 अरब</translation>
    </message>
    <message>
        <source>%1 M</source>
        <translation>%1 मिलियन</translation>
    </message>
    <message>
        <source>%1 K</source>
        <translation>%1 हज़ार</translation>
    </message>
    <message>
        <source>Frozen weights</source>
        <translation>स्थिर (फ़्रोज़न) वेट</translation>
    </message>
    <message>
        <source>Trainable weights</source>
        <translation>प्रशिक्षणीय वेट</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>ग्रेडिएंट</translation>
    </message>
    <message>
        <source>Optimizer state</source>
        <translation>ऑप्टिमाइज़र स्टेट</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>एक्टिवेशन</translation>
    </message>
    <message>
        <source>Logits</source>
        <translation>लॉजिट</translation>
    </message>
    <message>
        <source>Buffers</source>
        <translation>बफ़र</translation>
    </message>
    <message>
        <source>CUDA context</source>
        <translation>CUDA कॉन्टेक्स्ट</translation>
    </message>
    <message>
        <source>Allocator reserve</source>
        <translation>एलोकेटर रिज़र्व</translation>
    </message>
    <message>
        <source>Frozen parameters at their storage width (4-bit linears at their quantized size), divided over the shards</source>
        <translation>स्थिर पैरामीटर अपनी भंडारण चौड़ाई पर (4-बिट लीनियर अपने क्वांटाइज़्ड आकार पर), शार्डों में बँटे हुए</translation>
    </message>
    <message>
        <source>Trained parameters in their data type, divided over the shards</source>
        <translation>प्रशिक्षित पैरामीटर अपने डेटा टाइप में, शार्डों में बँटे हुए</translation>
    </message>
    <message>
        <source>Optimizer moments and fp32 master copies, divided over the shards</source>
        <translation>ऑप्टिमाइज़र मोमेंट और fp32 मास्टर प्रतियाँ, शार्डों में बँटी हुई</translation>
    </message>
    <message>
        <source>Gradients still alive at the end of the forward pass (accumulation, lm_head)</source>
        <translation>फ़ॉरवर्ड पास के अंत में भी मौजूद ग्रेडिएंट (संचय, lm_head)</translation>
    </message>
    <message>
        <source>Gradients of all trained parameters, divided over the shards</source>
        <translation>सभी प्रशिक्षित पैरामीटरों के ग्रेडिएंट, शार्डों में बँटे हुए</translation>
    </message>
    <message>
        <source>Activations saved for the backward pass</source>
        <translation>बैकवर्ड पास के लिए सहेजे गए एक्टिवेशन</translation>
    </message>
    <message>
        <source>Logits and loss tensors at the start of the backward pass</source>
        <translation>बैकवर्ड पास की शुरुआत में लॉजिट और लॉस टेंसर</translation>
    </message>
    <message>
        <source>Freed by the end of the backward pass</source>
        <translation>बैकवर्ड पास के अंत तक मुक्त</translation>
    </message>
    <message>
        <source>Freed before the optimizer step</source>
        <translation>ऑप्टिमाइज़र स्टेप से पहले मुक्त</translation>
    </message>
    <message>
        <source>One block&apos;s working set, gathered shards and dequantization scratch</source>
        <translation>एक ब्लॉक का वर्किंग सेट, एकत्र किए गए शार्ड और डीक्वांटाइज़ेशन के लिए अस्थायी मेमोरी</translation>
    </message>
    <message>
        <source>One block&apos;s backward working set, gathered shards, unsharded gradients and reduce buffers</source>
        <translation>एक ब्लॉक का बैकवर्ड वर्किंग सेट, एकत्र किए गए शार्ड, बिना शार्ड के ग्रेडिएंट और रिड्यूस बफ़र</translation>
    </message>
    <message>
        <source>Scratch memory of the optimizer step</source>
        <translation>ऑप्टिमाइज़र स्टेप की अस्थायी मेमोरी</translation>
    </message>
    <message>
        <source>Blocks the PyTorch allocator keeps cached: a share of the transient memory</source>
        <translation>PyTorch एलोकेटर द्वारा कैश में रखे गए ब्लॉक: अस्थायी मेमोरी का एक हिस्सा</translation>
    </message>
    <message>
        <source>CUDA context, library workspaces and kernels</source>
        <translation>CUDA कॉन्टेक्स्ट, लाइब्रेरी वर्कस्पेस और कर्नेल</translation>
    </message>
    <message>
        <source>Fits: %1 of %2 GiB (%3 GiB free)</source>
        <translation>समा जाता है: %2 GiB में से %1 (%3 GiB खाली)</translation>
    </message>
    <message>
        <source>Does not fit: needs %1 GiB, has %2</source>
        <translation>नहीं समाता: %1 GiB चाहिए, उपलब्ध %2</translation>
    </message>
    <message>
        <source>Cannot estimate: %1.</source>
        <translation>अनुमान नहीं लगाया जा सकता: %1।</translation>
    </message>
    <message>
        <source>%1 is not valid JSON (the error is near byte %2).</source>
        <translation>%1 मान्य JSON नहीं है (त्रुटि बाइट %2 के पास है)।</translation>
    </message>
    <message>
        <source>%1 is not a Tunefit job file.</source>
        <translation>%1 Tunefit जॉब फ़ाइल नहीं है।</translation>
    </message>
    <message>
        <source>%1 was saved by a newer Tunefit (job file version %2; this version reads up to version %3). Update Tunefit to open it.</source>
        <translation>%1 को Tunefit के नए संस्करण ने सहेजा है (जॉब फ़ाइल संस्करण %2; यह संस्करण केवल संस्करण %3 तक पढ़ता है)। इसे खोलने के लिए Tunefit अपडेट करें।</translation>
    </message>
    <message>
        <source>Reference and reward models</source>
        <translation>संदर्भ और रिवॉर्ड मॉडल</translation>
    </message>
    <message>
        <source>Value model</source>
        <translation>वैल्यू मॉडल</translation>
    </message>
    <message>
        <source>Generation cache</source>
        <translation>जनरेशन कैश</translation>
    </message>
    <message>
        <source>PPO value model: its weights, gradients and optimizer state</source>
        <translation>PPO वैल्यू मॉडल: उसके भार, ग्रेडिएंट और ऑप्टिमाइज़र स्थिति</translation>
    </message>
    <message>
        <source>Logits and one block&apos;s working set of a no-grad reference or scoring forward</source>
        <translation>बिना ग्रेडिएंट वाले संदर्भ या स्कोरिंग फ़ॉरवर्ड के लॉजिट्स और एक ब्लॉक का कार्य-सेट</translation>
    </message>
    <message>
        <source>Score head: one value per token instead of vocabulary logits</source>
        <translation>स्कोर हेड: शब्दावली लॉजिट्स के बजाय प्रति टोकन एक मान</translation>
    </message>
    <message>
        <source>Keys and values of every generated sequence, plus one decoding step&apos;s logits</source>
        <translation>हर उत्पन्न अनुक्रम की कुंजियाँ और मान, साथ में एक डिकोडिंग चरण के लॉजिट्स</translation>
    </message>
    <message>
        <source>The colocated generation engine&apos;s share of the GPU&apos;s memory</source>
        <translation>साथ चल रहे जनरेशन इंजन का GPU मेमोरी में हिस्सा</translation>
    </message>
    <message>
        <source>Not alive while completions are generated</source>
        <translation>पूर्णताएँ उत्पन्न होते समय मौजूद नहीं</translation>
    </message>
    <message>
        <source>In %1: %2.</source>
        <translation>%1 में: %2।</translation>
    </message>
    <message>
        <source>Paged optimizer moments live in CUDA unified memory, outside PyTorch&apos;s counters: they fill free GPU memory and spill to host memory instead of failing; fp32 master copies are shown</source>
        <translation>पेज्ड ऑप्टिमाइज़र के मोमेंट CUDA यूनिफ़ाइड मेमोरी में रहते हैं, PyTorch की गिनती से बाहर: वे GPU की खाली मेमोरी भरते हैं और विफल होने के बजाय बाकी होस्ट मेमोरी में चला जाता है; fp32 मास्टर प्रतियाँ दिखाई गई हैं</translation>
    </message>
    <message>
        <source>Optimizer step fused into the backward pass: one tensor&apos;s gradient at a time</source>
        <translation>ऑप्टिमाइज़र स्टेप बैकवर्ड पास में जुड़ा हुआ: एक समय में एक टेंसर का ग्रेडिएंट</translation>
    </message>
    <message>
        <source>Gradients are copied to host memory during the backward pass (parameter offload)</source>
        <translation>बैकवर्ड पास के दौरान ग्रेडिएंट होस्ट मेमोरी में कॉपी किए जाते हैं (पैरामीटर ऑफ़लोड)</translation>
    </message>
    <message>
        <source>Checkpointed block inputs kept in host memory; two are on the GPU at a time</source>
        <translation>चेकपॉइंट किए गए ब्लॉक इनपुट होस्ट मेमोरी में रखे जाते हैं; एक समय में दो GPU पर होते हैं</translation>
    </message>
    <message>
        <source>Activations of this GPU&apos;s share of every sequence (sequence parallelism)</source>
        <translation>हर अनुक्रम के इस GPU वाले हिस्से की एक्टिवेशन (सीक्वेंस पैरेललिज़्म)</translation>
    </message>
    <message>
        <source>Blocks the PyTorch allocator keeps cached: a share of the transient memory, plus the buffers cached for the all-gather and reduce-scatter streams</source>
        <translation>PyTorch एलोकेटर द्वारा कैश में रखे ब्लॉक: अस्थायी मेमोरी का एक हिस्सा, साथ में ऑल-गैदर और रिड्यूस-स्कैटर स्ट्रीम के लिए कैश किए गए बफ़र</translation>
    </message>
    <message>
        <source>Vision tower activations</source>
        <translation>विज़न टावर एक्टिवेशन</translation>
    </message>
    <message>
        <source>Image patches through the trained vision tower: every block&apos;s saved tensors (or only its input under checkpointing) and the projector&apos;s</source>
        <translation>प्रशिक्षित विज़न टावर से गुज़रते इमेज पैच: हर ब्लॉक के सहेजे गए टेंसर (चेकपॉइंटिंग में केवल उसका इनपुट) और प्रोजेक्टर के टेंसर</translation>
    </message>
    <message>
        <source>The KV cache and decoding logits exist only while completions are generated, before the training step</source>
        <translation>KV कैश और डिकोडिंग लॉजिट केवल तब रहते हैं जब कम्प्लीशन जनरेट हो रहे हों, प्रशिक्षण चरण से पहले</translation>
    </message>
    <message>
        <source>The frozen vision tower records no graph: it saves nothing for the backward pass and holds one block&apos;s tensors while it runs</source>
        <translation>स्थिर (फ़्रोज़न) विज़न टावर कोई ग्राफ़ दर्ज नहीं करता: वह बैकवर्ड पास के लिए कुछ नहीं सहेजता और चलते समय एक ब्लॉक के टेंसर रखता है</translation>
    </message>
    <message>
        <source>Activations this pipeline stage saves for every micro-batch still in flight (1F1B schedule), for its own blocks and share of the tensors</source>
        <translation>इस पाइपलाइन स्टेज द्वारा अभी चल रहे हर माइक्रो-बैच के लिए सहेजी गई एक्टिवेशन (1F1B शेड्यूल), केवल इसके अपने ब्लॉकों और टेंसरों के हिस्से के लिए</translation>
    </message>
    <message>
        <source>%1 of %2 GiB usable</source>
        <translation>%2 GiB में से %1 उपयोग योग्य</translation>
    </message>
    <message>
        <source>Does not fit: needs %1 GiB, %2 (%3% kept free)</source>
        <translation>नहीं समाता: %1 GiB चाहिए, %2 (%3% खाली रखा जाता है)</translation>
    </message>
    <message>
        <source>Full activation checkpointing: each block keeps only its input, and the backward pass recomputes one block at a time</source>
        <translation>पूर्ण एक्टिवेशन चेकपॉइंटिंग: हर ब्लॉक केवल अपना इनपुट रखता है, और बैकवर्ड पास एक बार में एक ब्लॉक फिर से गणना करता है</translation>
    </message>
    <message>
        <source>Frozen reference copy and reward model (PPO&apos;s, or one that scores the completions) at the policy&apos;s storage width, divided over the shards</source>
        <translation>नीति की भंडारण चौड़ाई पर जमी हुई संदर्भ प्रति और रिवॉर्ड मॉडल (PPO का, या कम्प्लीशन को अंक देने वाला), शार्ड में बँटे हुए</translation>
    </message>
</context>
<context>
    <name>tunefit::present::PriceFetcher</name>
    <message>
        <source>too many redirects: the server redirects in a loop</source>
        <translation>बहुत अधिक रीडायरेक्ट: सर्वर एक लूप में रीडायरेक्ट करता है</translation>
    </message>
    <message>
        <source>the server redirected to an address that is not http or https, or from https to http; it was not followed</source>
        <translation>सर्वर ने ऐसे पते पर रीडायरेक्ट किया जो http या https नहीं है, या https से http पर; उसका पालन नहीं किया गया</translation>
    </message>
    <message>
        <source>the server&apos;s answer could not be read whole (a compressed body that expands beyond the limits, or a cut-off transfer)</source>
        <translation>सर्वर का उत्तर पूरा पढ़ा नहीं जा सका (सीमा से अधिक फैलने वाला संपीड़ित भाग, या बीच में कटा स्थानांतरण)</translation>
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
        <translation>प्रति GPU GiB</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>शिखर</translation>
    </message>
    <message>
        <source>Capacity %1 GiB</source>
        <translation>क्षमता %1 GiB</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::BreakdownModel</name>
    <message>
        <source>Component</source>
        <translation>घटक</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>Share %</source>
        <translation>हिस्सा %</translation>
    </message>
    <message>
        <source>Basis</source>
        <translation>आधार</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::BreakdownPane</name>
    <message numerus="yes">
        <source>Per GPU on %Ln × %1. Allocated by PyTorch %2 GiB, reserved %3 GiB, whole device (nvidia-smi) %4 GiB; expected within %5 % to +%6 %.</source>
        <translation>
            <numerusform>%Ln × %1 पर प्रति GPU। PyTorch द्वारा आवंटित %2 GiB, आरक्षित %3 GiB, पूरा डिवाइस (nvidia-smi) %4 GiB; अनुमानित दायरा %5 % से +%6 % तक।</numerusform>
            <numerusform>%Ln × %1 पर प्रति GPU। PyTorch द्वारा आवंटित %2 GiB, आरक्षित %3 GiB, पूरा डिवाइस (nvidia-smi) %4 GiB; अनुमानित दायरा %5 % से +%6 % तक।</numerusform>
        </translation>
    </message>
    <message>
        <source>The catalog has no GPU %1.</source>
        <translation>कैटलॉग में GPU %1 नहीं है।</translation>
    </message>
    <message>
        <source>Then %1 GiB per GPU, %2 tokens/s (as set: %3 tokens/s).</source>
        <translation>तब प्रति GPU %1 GiB, %2 टोकन/से (जैसा सेट है: %3 टोकन/से)।</translation>
    </message>
    <message>
        <source>These would fit, but change the training:</source>
        <translation>ये समा जाएँगे, पर प्रशिक्षण बदलते हैं:</translation>
    </message>
    <message>
        <source>Make it fit on %1</source>
        <translation>%1 पर समाने लायक बनाएँ</translation>
    </message>
    <message>
        <source>Then %1 GiB per GPU.</source>
        <translation>तब प्रति GPU %1 GiB।</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::CalibrationsModel</name>
    <message>
        <source>Applies to</source>
        <translation>किस पर लागू</translation>
    </message>
    <message>
        <source>Calibration</source>
        <translation>कैलिब्रेशन</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::CatalogEditor</name>
    <message>
        <source>Catalog</source>
        <translation>कैटलॉग</translation>
    </message>
    <message>
        <source>Providers</source>
        <translation>प्रदाता</translation>
    </message>
    <message>
        <source>Offers</source>
        <translation>ऑफ़र</translation>
    </message>
    <message>
        <source>Filter: type any part of a name, price or date</source>
        <translation>फ़िल्टर: नाम, कीमत या तारीख़ का कोई भी हिस्सा लिखें</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>जोड़ें…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>संपादित करें…</translation>
    </message>
    <message>
        <source>Duplicate…</source>
        <translation>प्रतिलिपि बनाएँ…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>हटाएँ</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>आयात…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>निर्यात…</translation>
    </message>
    <message>
        <source>Reset to built-in…</source>
        <translation>अंतर्निहित पर लौटाएँ…</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>पूर्ववत करें</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>फिर से करें</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>बंद करें</translation>
    </message>
    <message>
        <source>Changes are saved at once to %1</source>
        <translation>बदलाव तुरंत %1 में सहेजे जाते हैं</translation>
    </message>
    <message>
        <source> (copy)</source>
        <translation> (प्रति)</translation>
    </message>
    <message>
        <source>New GPU</source>
        <translation>नया GPU</translation>
    </message>
    <message>
        <source>Edit GPU</source>
        <translation>GPU संपादित करें</translation>
    </message>
    <message>
        <source>New provider</source>
        <translation>नया प्रदाता</translation>
    </message>
    <message>
        <source>Edit provider</source>
        <translation>प्रदाता संपादित करें</translation>
    </message>
    <message>
        <source>New offer</source>
        <translation>नया ऑफ़र</translation>
    </message>
    <message>
        <source>Edit offer</source>
        <translation>ऑफ़र संपादित करें</translation>
    </message>
    <message>
        <source>Delete %1? Undo brings it back.</source>
        <translation>%1 हटाएँ? पूर्ववत करने से यह वापस आ जाएगा।</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 लिखी नहीं जा सकी: %2</translation>
    </message>
    <message>
        <source>Export the table</source>
        <translation>तालिका निर्यात करें</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV फ़ाइलें (*.csv);;सभी फ़ाइलें (*)</translation>
    </message>
    <message>
        <source>Reset to the built-in catalog</source>
        <translation>अंतर्निहित कैटलॉग पर लौटाएँ</translation>
    </message>
    <message>
        <source>Edits of built-in GPUs, providers and offers are undone and deleted built-in rows come back. This cannot be undone.</source>
        <translation>अंतर्निहित GPU, प्रदाताओं और ऑफ़र में किए गए बदलाव हट जाएँगे और हटाई गई अंतर्निहित पंक्तियाँ वापस आ जाएँगी। इसे पूर्ववत नहीं किया जा सकता।</translation>
    </message>
    <message>
        <source>Reset, keep the rows I added</source>
        <translation>लौटाएँ, मेरी जोड़ी पंक्तियाँ रखें</translation>
    </message>
    <message>
        <source>Reset everything</source>
        <translation>सब कुछ लौटाएँ</translation>
    </message>
    <message>
        <source>GPU models</source>
        <translation>GPU मॉडल</translation>
    </message>
    <message>
        <source>Changes are saved at once to the team catalog %1 on %2 and shared with everyone who uses it.</source>
        <translation>बदलाव तुरंत %2 पर टीम कैटलॉग %1 में सहेजे जाते हैं और इसका उपयोग करने वाले सभी के साथ साझा होते हैं।</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::CatalogFieldText</name>
    <message>
        <source>Data centre</source>
        <translation>डेटा सेंटर</translation>
    </message>
    <message>
        <source>Workstation</source>
        <translation>वर्कस्टेशन</translation>
    </message>
    <message>
        <source>Consumer</source>
        <translation>कंज़्यूमर</translation>
    </message>
    <message>
        <source>Per second</source>
        <translation>प्रति सेकंड</translation>
    </message>
    <message>
        <source>Per minute</source>
        <translation>प्रति मिनट</translation>
    </message>
    <message>
        <source>Per hour</source>
        <translation>प्रति घंटा</translation>
    </message>
    <message>
        <source>Whole instance</source>
        <translation>पूरा इंस्टेंस</translation>
    </message>
    <message>
        <source>GPU only (host extra)</source>
        <translation>केवल GPU (होस्ट अलग से)</translation>
    </message>
    <message>
        <source>Per-GPU list price</source>
        <translation>प्रति GPU सूची मूल्य</translation>
    </message>
    <message>
        <source>Built-in</source>
        <translation>अंतर्निहित</translation>
    </message>
    <message>
        <source>Edited</source>
        <translation>संपादित</translation>
    </message>
    <message>
        <source>Added by you</source>
        <translation>आपके द्वारा जोड़ा गया</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>हाँ</translation>
    </message>
    <message>
        <source>No</source>
        <translation>नहीं</translation>
    </message>
    <message>
        <source>Updated from a price source</source>
        <translation>मूल्य स्रोत से अपडेट</translation>
    </message>
    <message>
        <source>As the provider</source>
        <translation>प्रदाता के अनुसार</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>अज्ञात</translation>
    </message>
    <message>
        <source>None (single instance only)</source>
        <translation>कोई नहीं (केवल एक इंस्टेंस)</translation>
    </message>
    <message>
        <source>Ethernet (TCP)</source>
        <translation>Ethernet (TCP)</translation>
    </message>
    <message>
        <source>RoCE (RDMA over Ethernet)</source>
        <translation>RoCE (Ethernet पर RDMA)</translation>
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
        <translation>NVLink डोमेन (इंस्टेंस के पार)</translation>
    </message>
    <message>
        <source>All instances</source>
        <translation>सभी इंस्टेंस</translation>
    </message>
    <message>
        <source>Cluster products only</source>
        <translation>केवल क्लस्टर उत्पाद</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::CatalogImportDialog</name>
    <message>
        <source>Import into the catalog</source>
        <translation>कैटलॉग में आयात करें</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>चुनें…</translation>
    </message>
    <message>
        <source>GPUs (Tunefit CSV)</source>
        <translation>GPU (Tunefit CSV)</translation>
    </message>
    <message>
        <source>Providers (Tunefit CSV)</source>
        <translation>प्रदाता (Tunefit CSV)</translation>
    </message>
    <message>
        <source>Offers (Tunefit CSV)</source>
        <translation>ऑफ़र (Tunefit CSV)</translation>
    </message>
    <message>
        <source>Offers from a SkyPilot catalog (vms.csv)</source>
        <translation>SkyPilot कैटलॉग से ऑफ़र (vms.csv)</translation>
    </message>
    <message>
        <source>Keep every region (otherwise the cheapest region of each instance type)</source>
        <translation>हर क्षेत्र रखें (वरना हर इंस्टेंस प्रकार का सबसे सस्ता क्षेत्र)</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>फ़ाइल:</translation>
    </message>
    <message>
        <source>The file holds:</source>
        <translation>फ़ाइल में है:</translation>
    </message>
    <message>
        <source>Provider of the SkyPilot file:</source>
        <translation>SkyPilot फ़ाइल का प्रदाता:</translation>
    </message>
    <message>
        <source>Reading the file…</source>
        <translation>फ़ाइल पढ़ी जा रही है…</translation>
    </message>
    <message>
        <source>Cancel preview</source>
        <translation>पूर्वावलोकन रद्द करें</translation>
    </message>
    <message>
        <source>Import the other rows and leave the rejected ones out</source>
        <translation>बाकी पंक्तियाँ आयात करें और अस्वीकृत पंक्तियाँ छोड़ दें</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>आयात करें</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV फ़ाइलें (*.csv);;सभी फ़ाइलें (*)</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 पढ़ी नहीं जा सकी: %2</translation>
    </message>
    <message>
        <source>Preview cancelled.</source>
        <translation>पूर्वावलोकन रद्द किया गया।</translation>
    </message>
    <message>
        <source>The file cannot be imported: %1</source>
        <translation>फ़ाइल आयात नहीं की जा सकती: %1</translation>
    </message>
    <message>
        <source>%1 to add, %2 to update, %3 unchanged, %4 rejected, %5 skipped. Nothing is written until you press Import; then all of it is written at once.</source>
        <translation>%1 जोड़ी जाएँगी, %2 अद्यतन होंगी, %3 अपरिवर्तित, %4 अस्वीकृत, %5 छोड़ी गईं। &apos;आयात करें&apos; दबाने तक कुछ नहीं लिखा जाता; फिर सब कुछ एक साथ लिखा जाता है।</translation>
    </message>
    <message>
        <source>Nothing was imported: %1</source>
        <translation>कुछ भी आयात नहीं हुआ: %1</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::CatalogRowDialog</name>
    <message>
        <source>Error: %1</source>
        <translation>त्रुटि: %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>चेतावनी: %1</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::CatalogSession</name>
    <message>
        <source>Add %1</source>
        <translation>%1 जोड़ें</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>%1 हटाएँ</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>%1 संपादित करें</translation>
    </message>
    <message>
        <source>The catalog cannot be edited: it could not be opened.</source>
        <translation>कैटलॉग संपादित नहीं किया जा सकता: वह खुल नहीं सका।</translation>
    </message>
    <message>
        <source>The catalog file was damaged. It was kept as %1 and a new catalog was started from the built-in one.</source>
        <translation>कैटलॉग फ़ाइल ख़राब थी। उसे %1 के रूप में रखा गया है और अंतर्निहित कैटलॉग से नया कैटलॉग शुरू किया गया है।</translation>
    </message>
    <message numerus="yes">
        <source>Offers that use the GPU %1: %n. Delete them or move them to another GPU first.</source>
        <translation>
            <numerusform>GPU %1 का उपयोग करने वाले ऑफ़र: %n। पहले उन्हें हटाएँ या किसी दूसरे GPU पर ले जाएँ।</numerusform>
            <numerusform>GPU %1 का उपयोग करने वाले ऑफ़र: %n। पहले उन्हें हटाएँ या किसी दूसरे GPU पर ले जाएँ।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Offers of the provider %1: %n. Delete them first.</source>
        <translation>
            <numerusform>प्रदाता %1 के ऑफ़र: %n। पहले उन्हें हटाएँ।</numerusform>
            <numerusform>प्रदाता %1 के ऑफ़र: %n। पहले उन्हें हटाएँ।</numerusform>
        </translation>
    </message>
    <message>
        <source>The catalog %1 cannot be opened: %2. The built-in catalog is shown and cannot be edited.</source>
        <translation>कैटलॉग %1 खुल नहीं सकता: %2। अंतर्निहित कैटलॉग दिखाया गया है और उसे संपादित नहीं किया जा सकता।</translation>
    </message>
    <message>
        <source>The catalog %1 is read-only (its file or folder cannot be written): it is shown as it is, and changes cannot be saved.</source>
        <translation>कैटलॉग %1 केवल पढ़ने के लिए है (उसकी फ़ाइल या फ़ोल्डर में लिखा नहीं जा सकता): वह जैसा है वैसा दिखाया गया है, और बदलाव सहेजे नहीं जा सकते।</translation>
    </message>
    <message>
        <source>Not deleted: someone else changed %1 since you read it.</source>
        <translation>हटाया नहीं गया: आपके पढ़ने के बाद किसी और ने %1 बदला।</translation>
    </message>
    <message>
        <source>Not saved: someone else changed %1 since you opened it. Your values are still here; save again to compare them with theirs.</source>
        <translation>सहेजा नहीं गया: आपके खोलने के बाद किसी और ने %1 बदला। आपके मान अब भी यहाँ हैं; उनसे तुलना के लिए फिर से सहेजें।</translation>
    </message>
    <message>
        <source>The team catalog %1 cannot be reached: plans use its snapshot of %2, and changes wait until the server is back.</source>
        <translation>टीम कैटलॉग %1 तक पहुँचा नहीं जा सकता: योजनाएँ इसके %2 के स्नैपशॉट का उपयोग करती हैं, और बदलाव सर्वर लौटने तक रुके रहते हैं।</translation>
    </message>
    <message>
        <source>Your database role may read the team catalog %1 but not change it: plans use it, and edits are refused.</source>
        <translation>आपका डेटाबेस रोल टीम कैटलॉग %1 पढ़ सकता है पर बदल नहीं सकता: योजनाएँ इसका उपयोग करती हैं, और संपादन अस्वीकार होते हैं।</translation>
    </message>
    <message>
        <source>The catalog could not be opened: the built-in catalog is shown read-only.</source>
        <translation>कैटलॉग खोला नहीं जा सका: अंतर्निहित कैटलॉग केवल पढ़ने के लिए दिखाया गया है।</translation>
    </message>
    <message>
        <source>Your database role may read this team catalog but not change it. Ask the catalog&apos;s owner for write access.</source>
        <translation>आपका डेटाबेस रोल यह टीम कैटलॉग पढ़ सकता है पर बदल नहीं सकता। लिखने की अनुमति के लिए कैटलॉग के स्वामी से कहें।</translation>
    </message>
    <message>
        <source>The catalog file or its folder cannot be written: changes cannot be saved.</source>
        <translation>कैटलॉग फ़ाइल या उसके फ़ोल्डर में लिखा नहीं जा सकता: बदलाव सहेजे नहीं जा सकते।</translation>
    </message>
    <message>
        <source>Not saved: your database role may read this team catalog but not change it. Ask the catalog&apos;s owner for write access.</source>
        <translation>सहेजा नहीं गया: आपका डेटाबेस रोल यह टीम कैटलॉग पढ़ सकता है पर बदल नहीं सकता। लिखने की अनुमति के लिए कैटलॉग के स्वामी से कहें।</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 बाइट</translation>
    </message>
    <message>
        <source>Hub id</source>
        <translation>Hub id</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>परिवार</translation>
    </message>
    <message>
        <source>Parameters (billions)</source>
        <translation>पैरामीटर (अरब)</translation>
    </message>
    <message>
        <source>config.json</source>
        <translation>config.json</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>स्रोत</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>%1 का नाम बदलें</translation>
    </message>
    <message numerus="yes">
        <source>Add %n models</source>
        <translation>
            <numerusform>%n मॉडल जोड़ें</numerusform>
            <numerusform>%n मॉडल जोड़ें</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU संख्या</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>लॉग</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>जोड़ा गया</translation>
    </message>
    <message>
        <source>Calibration</source>
        <translation>कैलिब्रेशन</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>रखा गया</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::CatalogTableModel</name>
    <message>
        <source>Origin</source>
        <translation>स्रोत</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::ComparisonDialog</name>
    <message>
        <source>No offer fits this job.</source>
        <translation>इस जॉब के लिए कोई ऑफ़र नहीं समाता।</translation>
    </message>
    <message>
        <source>Compare offers</source>
        <translation>ऑफ़र की तुलना</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>हाँ</translation>
    </message>
    <message>
        <source>no</source>
        <translation>नहीं</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>अज्ञात</translation>
    </message>
    <message>
        <source>Instance</source>
        <translation>इंस्टेंस</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>क्षेत्र</translation>
    </message>
    <message>
        <source>GPU × count</source>
        <translation>GPU × संख्या</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Instances</source>
        <translation>इंस्टेंस संख्या</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>समाता है</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>रणनीति</translation>
    </message>
    <message>
        <source>Memory per GPU (GiB)</source>
        <translation>प्रति GPU मेमोरी (GiB)</translation>
    </message>
    <message>
        <source>Free per GPU (GiB)</source>
        <translation>प्रति GPU खाली (GiB)</translation>
    </message>
    <message>
        <source>Tokens per second</source>
        <translation>टोकन प्रति सेकंड</translation>
    </message>
    <message>
        <source>Limited by</source>
        <translation>सीमा</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>घंटे</translation>
    </message>
    <message>
        <source>Billed hours</source>
        <translation>बिल किए गए घंटे</translation>
    </message>
    <message>
        <source>Price per hour</source>
        <translation>प्रति घंटा कीमत</translation>
    </message>
    <message>
        <source>$/GPU-hour</source>
        <translation>$/GPU-घंटा</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>मूल्य निर्धारण</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>स्पॉट</translation>
    </message>
    <message>
        <source>on demand</source>
        <translation>ऑन-डिमांड</translation>
    </message>
    <message>
        <source>Compute cost</source>
        <translation>कंप्यूट लागत</translation>
    </message>
    <message>
        <source>Storage cost</source>
        <translation>स्टोरेज लागत</translation>
    </message>
    <message>
        <source>Egress cost</source>
        <translation>ईग्रेस लागत</translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation>कुल लागत</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>स्पॉट</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>बिलिंग</translation>
    </message>
    <message>
        <source>Storage price</source>
        <translation>स्टोरेज कीमत</translation>
    </message>
    <message>
        <source>$%1 per GB-month</source>
        <translation>$%1 प्रति GB-माह</translation>
    </message>
    <message>
        <source>Egress price</source>
        <translation>ईग्रेस कीमत</translation>
    </message>
    <message>
        <source>$%1 per GB</source>
        <translation>$%1 प्रति GB</translation>
    </message>
    <message>
        <source>Price date</source>
        <translation>कीमत की तारीख</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>बिना तारीख</translation>
    </message>
    <message>
        <source>%1 (stale)</source>
        <translation>%1 (पुरानी)</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>चेतावनियाँ</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>सेटिंग</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>चलाता है</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::ConflictDialog</name>
    <message>
        <source>Changed by someone else</source>
        <translation>किसी और ने बदला</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>फ़ील्ड</translation>
    </message>
    <message>
        <source>Yours (to delete)</source>
        <translation>आपका (हटाना है)</translation>
    </message>
    <message>
        <source>Yours</source>
        <translation>आपका</translation>
    </message>
    <message>
        <source>Theirs (deleted)</source>
        <translation>उनका (हटाया गया)</translation>
    </message>
    <message>
        <source>Theirs</source>
        <translation>उनका</translation>
    </message>
    <message>
        <source>Differs</source>
        <translation>अलग है</translation>
    </message>
    <message>
        <source>Save mine over theirs</source>
        <translation>उनके ऊपर मेरा सहेजें</translation>
    </message>
    <message>
        <source>Take theirs, drop mine</source>
        <translation>उनका लें, मेरा छोड़ें</translation>
    </message>
    <message>
        <source>Add mine back</source>
        <translation>मेरा वापस जोड़ें</translation>
    </message>
    <message>
        <source>Leave it deleted, drop mine</source>
        <translation>हटा रहने दें, मेरा छोड़ें</translation>
    </message>
    <message>
        <source>Delete it anyway</source>
        <translation>फिर भी हटाएँ</translation>
    </message>
    <message>
        <source>Keep theirs</source>
        <translation>उनका रखें</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>रद्द करें</translation>
    </message>
    <message>
        <source>Back to my edit</source>
        <translation>मेरे संपादन पर वापस</translation>
    </message>
    <message numerus="yes">
        <source>Someone else saved %1 after you opened it. Fields that differ are highlighted: %n.</source>
        <translation>
            <numerusform>आपके खोलने के बाद किसी और ने %1 सहेजा। अलग फ़ील्ड हाइलाइट किए गए हैं: %n।</numerusform>
            <numerusform>आपके खोलने के बाद किसी और ने %1 सहेजा। अलग फ़ील्ड हाइलाइट किए गए हैं: %n।</numerusform>
        </translation>
    </message>
    <message>
        <source>Someone else deleted %1 after you opened it. Your values are shown; add the row back with them, or leave it deleted.</source>
        <translation>आपके खोलने के बाद किसी और ने %1 हटा दिया। आपके मान दिखाए गए हैं; उनके साथ पंक्ति वापस जोड़ें, या उसे हटा रहने दें।</translation>
    </message>
    <message numerus="yes">
        <source>Someone else changed %1 after you read it. Fields they changed are highlighted: %n. Delete it anyway, or keep their version?</source>
        <translation>
            <numerusform>आपके पढ़ने के बाद किसी और ने %1 बदला। उनके बदले फ़ील्ड हाइलाइट किए गए हैं: %n। फिर भी हटाएँ, या उनका संस्करण रखें?</numerusform>
            <numerusform>आपके पढ़ने के बाद किसी और ने %1 बदला। उनके बदले फ़ील्ड हाइलाइट किए गए हैं: %n। फिर भी हटाएँ, या उनका संस्करण रखें?</numerusform>
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
        <translation>मेमोरी GiB</translation>
    </message>
    <message>
        <source>Needs GiB</source>
        <translation>आवश्यक GiB</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>फ़िट</translation>
    </message>
    <message>
        <source>s/step</source>
        <translation>सेकंड/स्टेप</translation>
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
        <translation>%1 बदलें</translation>
    </message>
    <message>
        <source>&amp;Denoiser:</source>
        <translation>डीनॉइज़र (&amp;D):</translation>
    </message>
    <message>
        <source>&amp;Method:</source>
        <translation>विधि (&amp;M):</translation>
    </message>
    <message>
        <source>&amp;Rank:</source>
        <translation>रैंक (&amp;R):</translation>
    </message>
    <message>
        <source>&amp;Width (px):</source>
        <translation>चौड़ाई (px) (&amp;W):</translation>
    </message>
    <message>
        <source>&amp;Batch per GPU:</source>
        <translation>प्रति GPU बैच (&amp;B):</translation>
    </message>
    <message>
        <source>Text encoder storage:</source>
        <translation>टेक्स्ट एनकोडर भंडारण:</translation>
    </message>
    <message>
        <source>&amp;VAE:</source>
        <translation>VAE (&amp;V):</translation>
    </message>
    <message>
        <source>Keep FP32 weights (mixed precision)</source>
        <translation>FP32 वेट रखें (मिश्रित प्रिसिज़न)</translation>
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
        <translation>पूर्ण फ़ाइन-ट्यून</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(कोई नहीं)</translation>
    </message>
    <message>
        <source>Adapted li&amp;nears:</source>
        <translation>अनुकूलित लीनियर परतें (&amp;N):</translation>
    </message>
    <message>
        <source>Hei&amp;ght (px):</source>
        <translation>ऊँचाई (px) (&amp;G):</translation>
    </message>
    <message>
        <source>Frame&amp;s:</source>
        <translation>फ़्रेम (&amp;S):</translation>
    </message>
    <message>
        <source>A&amp;ccumulation steps:</source>
        <translation>संचय स्टेप (&amp;C):</translation>
    </message>
    <message>
        <source>Denoiser st&amp;orage:</source>
        <translation>डीनॉइज़र भंडारण (&amp;O):</translation>
    </message>
    <message>
        <source>Te&amp;xt encoders:</source>
        <translation>टेक्स्ट एनकोडर (&amp;X):</translation>
    </message>
    <message>
        <source>Bloc&amp;ks in CPU RAM:</source>
        <translation>CPU RAM में ब्लॉक (&amp;K):</translation>
    </message>
    <message>
        <source>O&amp;ptimizer:</source>
        <translation>ऑप्टिमाइज़र (&amp;P):</translation>
    </message>
    <message>
        <source>GP&amp;Us:</source>
        <translation>GPU (&amp;U):</translation>
    </message>
    <message>
        <source>Opt&amp;imizer steps:</source>
        <translation>ऑप्टिमाइज़र स्टेप (&amp;I):</translation>
    </message>
    <message>
        <source>&amp;Judge the fit on:</source>
        <translation>फ़िट इस पर आँकें (&amp;J):</translation>
    </message>
    <message>
        <source>Gradient checkpointing</source>
        <translation>ग्रेडिएंट चेकपॉइंटिंग</translation>
    </message>
    <message>
        <source>&amp;LoRA dropout:</source>
        <translation>LoRA ड्रॉपआउट (&amp;L):</translation>
    </message>
    <message>
        <source>Adapters and their optimizer state in BF16</source>
        <translation>एडैप्टर और उनकी ऑप्टिमाइज़र स्थिति BF16 में</translation>
    </message>
    <message>
        <source>&amp;Attention kernel:</source>
        <translation>अटेंशन कर्नेल (&amp;A):</translation>
    </message>
    <message>
        <source>Prompt &amp;tokens:</source>
        <translation>प्रॉम्प्ट टोकन (&amp;T):</translation>
    </message>
    <message>
        <source>Model&apos;s default (%1)</source>
        <translation>मॉडल का डिफ़ॉल्ट (%1)</translation>
    </message>
    <message>
        <source>Step each weight in backward (fused, Adafactor)</source>
        <translation>हर वेट को बैकवर्ड पास में ही अपडेट करें (जुड़ा हुआ, Adafactor)</translation>
    </message>
    <message>
        <source>&amp;Fine-tune:</source>
        <translation>फ़ाइन-ट्यून (&amp;F):</translation>
    </message>
    <message>
        <source>Open fine-tune %1</source>
        <translation>फ़ाइन-ट्यून %1 खोलें</translation>
    </message>
    <message>
        <source>A fine-tune&apos;s diffusers model_index.json or config.json, or its single .safetensors file: the job runs as the library denoiser it is built on, and names it</source>
        <translation>किसी फ़ाइन-ट्यून का diffusers model_index.json या config.json, या उसकी एकल .safetensors फ़ाइल: जॉब लाइब्रेरी के उस डीनॉइज़र के रूप में चलता है जिस पर वह बना है, और उसका नाम दिखाता है</translation>
    </message>
    <message>
        <source>Open a fine-tune</source>
        <translation>फ़ाइन-ट्यून खोलें</translation>
    </message>
    <message>
        <source>Diffusers configs and single-file checkpoints (model_index.json config.json *.safetensors)</source>
        <translation>Diffusers कॉन्फ़िग और एकल-फ़ाइल चेकपॉइंट (model_index.json config.json *.safetensors)</translation>
    </message>
    <message>
        <source>Open a fine-tune…</source>
        <translation>फ़ाइन-ट्यून खोलें…</translation>
    </message>
    <message>
        <source>Keep the checkpointed activations in CPU RAM</source>
        <translation>चेकपॉइंट किए गए एक्टिवेशन CPU RAM में रखें</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::DiffusionImportDialog</name>
    <message>
        <source>Import training config</source>
        <translation>ट्रेनिंग कॉन्फ़िग आयात करें</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; config &lt;b&gt;%2&lt;/b&gt;: %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; कॉन्फ़िग &lt;b&gt;%2&lt;/b&gt;: %3</translation>
    </message>
    <message>
        <source>%1 read from the file, %2 at the stack&apos;s defaults, %3 not modelled</source>
        <translation>फ़ाइल से %1 पढ़ी गईं, %2 स्टैक के डिफ़ॉल्ट पर, %3 मॉडल नहीं की गईं</translation>
    </message>
    <message numerus="yes">
        <source>%n setting(s)</source>
        <translation>
            <numerusform>%n सेटिंग</numerusform>
            <numerusform>%n सेटिंग</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n key(s)</source>
        <translation>
            <numerusform>%n कुंजी</numerusform>
            <numerusform>%n कुंजियाँ</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>लागू करें (&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>रद्द करें (&amp;C)</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::DiffusionImportModel</name>
    <message>
        <source>Setting</source>
        <translation>सेटिंग</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>मान</translation>
    </message>
    <message>
        <source>From</source>
        <translation>स्रोत</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>टिप्पणी</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::DiffusionMemoryModel</name>
    <message>
        <source>Part</source>
        <translation>भाग</translation>
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
        <translation>ऑफ़र</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>s/step</source>
        <translation>सेकंड/स्टेप</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>घंटे</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>लागत</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>सेटिंग</translation>
    </message>
    <message>
        <source>Price as of</source>
        <translation>मूल्य की तिथि</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::DiffusionWorkspace</name>
    <message>
        <source>Not taken: %1 The results are those of the last valid job.</source>
        <translation>स्वीकार नहीं किया: %1 परिणाम पिछले मान्य जॉब के हैं।</translation>
    </message>
    <message>
        <source>Per GPU: %1 GiB whole device (%2 GiB allocated at the peak). %3</source>
        <translation>प्रति GPU: पूरा डिवाइस %1 GiB (अधिकतम पर %2 GiB आवंटित)। %3</translation>
    </message>
    <message>
        <source>No setting Tunefit knows fits this GPU.</source>
        <translation>Tunefit की जानी कोई सेटिंग इस GPU पर फ़िट नहीं होती।</translation>
    </message>
    <message>
        <source>Choose a GPU to judge the fit on.</source>
        <translation>फ़िट आँकने के लिए एक GPU चुनें।</translation>
    </message>
    <message>
        <source>Whole device, GiB</source>
        <translation>पूरा डिवाइस, GiB</translation>
    </message>
    <message>
        <source>%1: up to %2</source>
        <translation>%1: %2 तक</translation>
    </message>
    <message>
        <source>%1: not even the smallest</source>
        <translation>%1: सबसे छोटा भी नहीं</translation>
    </message>
    <message>
        <source>Choose a GPU to read off the largest value that fits.</source>
        <translation>फ़िट होने वाला सबसे बड़ा मान देखने के लिए एक GPU चुनें।</translation>
    </message>
    <message>
        <source>Make it fit</source>
        <translation>फ़िट करें</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>मेमोरी</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Offers</source>
        <translation>ऑफ़र</translation>
    </message>
    <message>
        <source>What-if</source>
        <translation>क्या-होगा-अगर</translation>
    </message>
    <message>
        <source>Resolution (square side, px)</source>
        <translation>रेज़ोल्यूशन (वर्ग की भुजा, px)</translation>
    </message>
    <message>
        <source>Frames per clip</source>
        <translation>प्रति क्लिप फ़्रेम</translation>
    </message>
    <message>
        <source>Batch per GPU</source>
        <translation>प्रति GPU बैच</translation>
    </message>
    <message>
        <source>Adapter rank</source>
        <translation>एडैप्टर रैंक</translation>
    </message>
    <message>
        <source>Appl&amp;y the advice</source>
        <translation>सलाह लागू करें (&amp;Y)</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::FitOverviewModel</name>
    <message>
        <source>Fits on one</source>
        <translation>एक पर समा जाता है</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Memory (GiB)</source>
        <translation>मेमोरी (GiB)</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>समाता है?</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU संख्या</translation>
    </message>
    <message>
        <source>Headroom per GPU (GiB)</source>
        <translation>प्रति GPU खाली जगह (GiB)</translation>
    </message>
    <message numerus="yes">
        <source>Needs %Ln GPUs</source>
        <translation>
            <numerusform>%Ln GPU चाहिए</numerusform>
            <numerusform>%Ln GPU चाहिए</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Does not fit on %Ln</source>
        <translation>
            <numerusform>%Ln पर फ़िट नहीं होता</numerusform>
            <numerusform>%Ln पर फ़िट नहीं होता</numerusform>
        </translation>
    </message>
    <message>
        <source>How it fits at the job&apos;s GPU count</source>
        <translation>जॉब की GPU संख्या पर कैसे समाता है</translation>
    </message>
    <message>
        <source>Sharding and layout</source>
        <translation>शार्डिंग और लेआउट</translation>
    </message>
    <message numerus="yes">
        <source>Needs %Ln GPUs as set, or %1 with changes</source>
        <translation>
            <numerusform>जैसा सेट है वैसे %Ln GPU चाहिए, या बदलावों के साथ %1</numerusform>
            <numerusform>जैसा सेट है वैसे %Ln GPU चाहिए, या बदलावों के साथ %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fits on %Ln only with changes</source>
        <translation>
            <numerusform>%Ln पर केवल बदलावों के साथ समाता है</numerusform>
            <numerusform>%Ln पर केवल बदलावों के साथ समाता है</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tunefit::ui::GlossaryDialog</name>
    <message>
        <source>Glossary</source>
        <translation>शब्दावली</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>शब्द</translation>
    </message>
    <message>
        <source>What it is</source>
        <translation>यह क्या है</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::ImportConfigDialog</name>
    <message>
        <source>Import training config</source>
        <translation>ट्रेनिंग कॉन्फ़िग आयात करें</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; config &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; कॉन्फ़िग &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not used&lt;/b&gt;</source>
        <translation>&lt;b&gt;उपयोग नहीं हुआ&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Left to the launch&lt;/b&gt;</source>
        <translation>&lt;b&gt;लॉन्च पर छोड़ा गया&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>लागू करें (&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>रद्द करें (&amp;C)</translation>
    </message>
    <message>
        <source>Model %1: the bundled preset %2</source>
        <translation>मॉडल %1: बंडल किया गया प्रीसेट %2</translation>
    </message>
    <message>
        <source>Model %1: read from %2</source>
        <translation>मॉडल %1: %2 से पढ़ा गया</translation>
    </message>
    <message>
        <source>Model not found — the rest is kept</source>
        <translation>मॉडल नहीं मिला — बाकी रखा गया है</translation>
    </message>
    <message>
        <source>Model %1 not found — the rest is kept</source>
        <translation>मॉडल %1 नहीं मिला — बाकी रखा गया है</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message numerus="yes">
        <source>%n key(s) without effect on memory, time or cost</source>
        <translation>
            <numerusform>मेमोरी, समय या लागत पर बिना असर वाली %n कुंजियाँ</numerusform>
            <numerusform>मेमोरी, समय या लागत पर बिना असर वाली %n कुंजियाँ</numerusform>
        </translation>
    </message>
    <message>
        <source>not set</source>
        <translation>सेट नहीं</translation>
    </message>
    <message>
        <source>%1: not set in the files; the launcher decides</source>
        <translation>%1: फ़ाइलों में सेट नहीं; लॉन्चर तय करता है</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Dataset&lt;/b&gt;</source>
        <translation>&lt;b&gt;डेटासेट&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;Tokens per epoch:</source>
        <translation>प्रति epoch टोकन (&amp;T):</translation>
    </message>
    <message>
        <source>&amp;Samples:</source>
        <translation>सैंपल (&amp;S):</translation>
    </message>
    <message>
        <source> M</source>
        <comment>millions of tokens</comment>
        <translation> मिलियन</translation>
    </message>
    <message>
        <source> tokens</source>
        <comment>after a number of tokens</comment>
        <translation> टोकन</translation>
    </message>
    <message>
        <source>Average tokens per sample, prompt and answer together</source>
        <translation>प्रति सैंपल औसत टोकन, प्रॉम्प्ट और उत्तर मिलाकर</translation>
    </message>
    <message>
        <source>× a&amp;verage length:</source>
        <translation>× औसत लंबाई (&amp;V):</translation>
    </message>
    <message>
        <source>The config reads at most %1 samples (%2): prefilled as that many samples of the full sequence length, an upper bound, as most samples are shorter. Enter your dataset&apos;s size.</source>
        <translation>कॉन्फ़िग अधिकतम %1 सैंपल पढ़ता है (%2): पहले से उतने ही सैंपल पूरी सीक्वेंस लंबाई के भरे गए हैं, जो ऊपरी सीमा है, क्योंकि ज़्यादातर सैंपल छोटे होते हैं। अपने डेटासेट का आकार दर्ज करें।</translation>
    </message>
    <message>
        <source>The config does not say how large the dataset is: enter its size (prefilled with the current job&apos;s).</source>
        <translation>कॉन्फ़िग डेटासेट का आकार नहीं बताता: उसका आकार दर्ज करें (मौजूदा जॉब के आकार से पहले से भरा गया)।</translation>
    </message>
    <message>
        <source>%1 tokens per epoch × %2 epochs (from the config) = %3 tokens</source>
        <translation>प्रति epoch %1 टोकन × %2 epoch (कॉन्फ़िग से) = %3 टोकन</translation>
    </message>
    <message>
        <source>%1 tokens per epoch; the job&apos;s own epoch count stays</source>
        <translation>प्रति epoch %1 टोकन; जॉब की अपनी epoch संख्या बनी रहती है</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::ImportPreviewModel</name>
    <message>
        <source>no GPU on this machine type</source>
        <translation>इस मशीन प्रकार पर कोई GPU नहीं</translation>
    </message>
    <message>
        <source>a TPU, not a GPU</source>
        <translation>TPU है, GPU नहीं</translation>
    </message>
    <message>
        <source>a dearer region of an instance kept from its cheapest region</source>
        <translation>इंस्टेंस का महँगा क्षेत्र; सबसे सस्ता क्षेत्र रखा गया</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>अस्वीकृत</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>छोड़ा गया</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>जोड़ा जाएगा</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>अद्यतन होगा</translation>
    </message>
    <message>
        <source>Unchanged, with a warning</source>
        <translation>अपरिवर्तित, चेतावनी के साथ</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>पंक्ति</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>परिणाम</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>रिकॉर्ड</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>विवरण</translation>
    </message>
    <message>
        <source>a dearer zone of a region kept at its cheapest zone</source>
        <translation>क्षेत्र का महँगा ज़ोन; सबसे सस्ता ज़ोन रखा गया</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::ImportedFieldsModel</name>
    <message>
        <source>Field</source>
        <translation>फ़ील्ड</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>मान</translation>
    </message>
    <message>
        <source>Origin</source>
        <translation>स्रोत</translation>
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
        <translation>प्रशिक्षित एम्बेडिंग</translation>
    </message>
    <message>
        <source>Trained output layer</source>
        <translation>प्रशिक्षित आउटपुट लेयर</translation>
    </message>
    <message>
        <source>Trained norms</source>
        <translation>प्रशिक्षित नॉर्म</translation>
    </message>
    <message>
        <source>Trained biases</source>
        <translation>प्रशिक्षित बायस</translation>
    </message>
    <message>
        <source>Adapters in fp32</source>
        <translation>fp32 में एडैप्टर</translation>
    </message>
    <message>
        <source>Quantized modules</source>
        <translation>क्वांटाइज़ किए गए मॉड्यूल</translation>
    </message>
    <message>
        <source>Older bitsandbytes saves its inputs</source>
        <translation>पुराना bitsandbytes अपने इनपुट सहेजता है</translation>
    </message>
    <message>
        <source>Weight type</source>
        <translation>वेट का प्रकार</translation>
    </message>
    <message>
        <source>Optimizer state type</source>
        <translation>ऑप्टिमाइज़र स्टेट का प्रकार</translation>
    </message>
    <message>
        <source>Decoder sequence length</source>
        <translation>डिकोडर सीक्वेंस लंबाई</translation>
    </message>
    <message>
        <source>Pairs double the micro-batch</source>
        <translation>जोड़े माइक्रो-बैच को दोगुना करते हैं</translation>
    </message>
    <message>
        <source>KTO&apos;s KL term</source>
        <translation>KTO का KL पद</translation>
    </message>
    <message>
        <source>Generation engine</source>
        <translation>जनरेशन इंजन</translation>
    </message>
    <message>
        <source>Engine sleeps while training</source>
        <translation>ट्रेनिंग के दौरान इंजन सुप्त रहता है</translation>
    </message>
    <message>
        <source>Critic trained in full</source>
        <translation>क्रिटिक का पूर्ण प्रशिक्षण</translation>
    </message>
    <message>
        <source>Full checkpoint on every GPU</source>
        <translation>हर GPU पर पूरा चेकपॉइंट</translation>
    </message>
    <message>
        <source>Spot capacity</source>
        <translation>स्पॉट क्षमता</translation>
    </message>
    <message>
        <source>Plan the job as set only</source>
        <translation>सिर्फ़ जैसा सेट है वैसे जॉब का प्लान</translation>
    </message>
    <message>
        <source>none</source>
        <translation>कोई नहीं</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>%1 बदलें</translation>
    </message>
    <message>
        <source>Change %1 (also: %2)</source>
        <translation>%1 बदलें (साथ में: %2)</translation>
    </message>
    <message>
        <source>Change %1 to %2</source>
        <translation>%1 को %2 में बदलें</translation>
    </message>
    <message>
        <source>Change %1 to %2 (also: %3)</source>
        <translation>%1 को %2 में बदलें (साथ में: %3)</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <source>Sequence packing</source>
        <translation>सीक्वेंस पैकिंग</translation>
    </message>
    <message>
        <source>MoE experts</source>
        <translation>MoE एक्सपर्ट</translation>
    </message>
    <message>
        <source>Reward model on the GPU</source>
        <translation>GPU पर रिवॉर्ड मॉडल</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::JobPanel</name>
    <message>
        <source>Type to search models</source>
        <translation>मॉडल खोजने के लिए टाइप करें</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>मॉडल (&amp;M):</translation>
    </message>
    <message>
        <source>Me&amp;thod:</source>
        <translation>विधि (&amp;T):</translation>
    </message>
    <message>
        <source>Rank:</source>
        <translation>रैंक:</translation>
    </message>
    <message>
        <source>Targets:</source>
        <translation>लक्ष्य मॉड्यूल:</translation>
    </message>
    <message>
        <source>Quantization:</source>
        <translation>क्वांटाइज़ेशन:</translation>
    </message>
    <message>
        <source>Virtual tokens:</source>
        <translation>वर्चुअल टोकन:</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>प्रशिक्षण</translation>
    </message>
    <message>
        <source>&amp;Precision:</source>
        <translation>प्रिसिज़न (&amp;P):</translation>
    </message>
    <message>
        <source>Optimizer:</source>
        <translation>ऑप्टिमाइज़र:</translation>
    </message>
    <message>
        <source>Micro-&amp;batch:</source>
        <translation>माइक्रो-बैच (&amp;B):</translation>
    </message>
    <message>
        <source>&amp;Sequence length:</source>
        <translation>सीक्वेंस लंबाई (&amp;S):</translation>
    </message>
    <message>
        <source>Attention:</source>
        <translation>अटेंशन:</translation>
    </message>
    <message>
        <source>None (one GPU)</source>
        <translation>कोई नहीं (एक GPU)</translation>
    </message>
    <message>
        <source>DDP (full copy per GPU)</source>
        <translation>DDP (हर GPU पर पूरी प्रति)</translation>
    </message>
    <message>
        <source>ZeRO-1 (optimizer)</source>
        <translation>ZeRO-1 (ऑप्टिमाइज़र)</translation>
    </message>
    <message>
        <source>ZeRO-2 (+ gradients)</source>
        <translation>ZeRO-2 (+ ग्रेडिएंट)</translation>
    </message>
    <message>
        <source>ZeRO-3 (+ weights)</source>
        <translation>ZeRO-3 (+ वेट)</translation>
    </message>
    <message>
        <source>FSDP full shard</source>
        <translation>FSDP पूर्ण शार्ड</translation>
    </message>
    <message>
        <source>FSDP shard grad/optimizer</source>
        <translation>FSDP ग्रेडिएंट/ऑप्टिमाइज़र शार्ड</translation>
    </message>
    <message>
        <source>FSDP hybrid shard</source>
        <translation>FSDP हाइब्रिड शार्ड</translation>
    </message>
    <message>
        <source>None</source>
        <translation>कोई नहीं</translation>
    </message>
    <message>
        <source>Optimizer state to CPU</source>
        <translation>ऑप्टिमाइज़र स्टेट CPU पर</translation>
    </message>
    <message>
        <source>Weights and optimizer to CPU</source>
        <translation>वेट और ऑप्टिमाइज़र CPU पर</translation>
    </message>
    <message>
        <source>GPU &amp;count:</source>
        <translation>GPU संख्या (&amp;C):</translation>
    </message>
    <message>
        <source>Sharding:</source>
        <translation>शार्डिंग:</translation>
    </message>
    <message>
        <source>Offload:</source>
        <translation>ऑफ़लोड:</translation>
    </message>
    <message>
        <source>Imported model %1</source>
        <translation>आयातित मॉडल %1</translation>
    </message>
    <message>
        <source>Dataset and limits</source>
        <translation>डेटासेट और सीमाएँ</translation>
    </message>
    <message>
        <source> M</source>
        <comment>millions of tokens</comment>
        <translation> मिलियन</translation>
    </message>
    <message>
        <source>Tokens in the training set, in millions, per epoch</source>
        <translation>प्रशिक्षण सेट के टोकन, मिलियन में, प्रति epoch</translation>
    </message>
    <message>
        <source>&amp;Deadline:</source>
        <translation>समय-सीमा (&amp;D):</translation>
    </message>
    <message>
        <source> h</source>
        <comment>hours</comment>
        <translation> घंटे</translation>
    </message>
    <message>
        <source>none</source>
        <translation>कोई नहीं</translation>
    </message>
    <message>
        <source>$</source>
        <comment>US dollars before the amount</comment>
        <translation>$</translation>
    </message>
    <message>
        <source>Use spot (interruptible) prices where their expected cost, restarts included, is lower</source>
        <translation>जहाँ अपेक्षित लागत (रीस्टार्ट सहित) कम हो, वहाँ स्पॉट (बाधित हो सकने वाली) कीमतें इस्तेमाल करें</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>उद्देश्य</translation>
    </message>
    <message>
        <source>Objective:</source>
        <translation>उद्देश्य:</translation>
    </message>
    <message>
        <source>Reference:</source>
        <translation>संदर्भ:</translation>
    </message>
    <message>
        <source>Where the reference log-probabilities come from: a second frozen copy of the model, the model&apos;s own base with its adapters switched off, or a pass before training</source>
        <translation>संदर्भ लॉग-प्रायिकताएँ कहाँ से आती हैं: मॉडल की दूसरी स्थिर प्रति, एडैप्टर बंद करके मॉडल का अपना बेस, या ट्रेनिंग से पहले का एक पास</translation>
    </message>
    <message>
        <source>Group size:</source>
        <translation>समूह आकार:</translation>
    </message>
    <message>
        <source>Completions generated for each prompt (TRL num_generations)</source>
        <translation>हर प्रॉम्प्ट के लिए जनरेट किए गए कम्प्लीशन (TRL num_generations)</translation>
    </message>
    <message>
        <source>Completion length:</source>
        <translation>कम्प्लीशन लंबाई:</translation>
    </message>
    <message>
        <source> tokens</source>
        <comment>after a number of tokens</comment>
        <translation> टोकन</translation>
    </message>
    <message>
        <source>Generated tokens per sequence; part of the sequence length, which counts the prompt and the completion</source>
        <translation>प्रति सीक्वेंस जनरेट किए गए टोकन; यह सीक्वेंस लंबाई का हिस्सा है, जो प्रॉम्प्ट और कम्प्लीशन दोनों को गिनती है</translation>
    </message>
    <message>
        <source>Where the completions are generated: by the training process itself, by a vLLM engine that shares the GPU, or by a server on other GPUs</source>
        <translation>कम्प्लीशन कहाँ जनरेट होते हैं: ट्रेनिंग प्रक्रिया खुद, GPU साझा करने वाला vLLM इंजन, या दूसरे GPU पर एक सर्वर</translation>
    </message>
    <message>
        <source>Engine memory share:</source>
        <translation>इंजन मेमोरी हिस्सा:</translation>
    </message>
    <message>
        <source>Share of the GPU&apos;s memory the colocated vLLM engine takes (gpu_memory_utilization)</source>
        <translation>उसी GPU पर चलने वाला vLLM इंजन GPU की मेमोरी का कितना हिस्सा लेता है (gpu_memory_utilization)</translation>
    </message>
    <message>
        <source>KTO&apos;s KL estimate: extra forward passes without gradients on mismatched completions</source>
        <translation>KTO का KL अनुमान: बेमेल कम्प्लीशन पर ग्रेडिएंट के बिना अतिरिक्त फ़ॉरवर्ड पास</translation>
    </message>
    <message>
        <source>Compute the MLP in tiles along the sequence and recompute each tile in backward, so that only the MLP&apos;s input is kept: DeepSpeed ALST / Arctic long-sequence training (TiledMLP), Unsloth, Liger</source>
        <translation>MLP को अनुक्रम के साथ टाइलों में गणना करें और हर टाइल को बैकवर्ड में फिर से गणना करें, ताकि केवल MLP का इनपुट रखा जाए: DeepSpeed ALST / Arctic लंबा-अनुक्रम प्रशिक्षण (TiledMLP), Unsloth, Liger</translation>
    </message>
    <message>
        <source>Update each parameter as soon as its gradient is ready, so that only one gradient exists at a time: torchtune optimizer_in_bwd, LOMO. Gradient accumulation is not possible.</source>
        <translation>हर पैरामीटर को उसका ग्रेडिएंट तैयार होते ही अपडेट करें, ताकि एक समय में केवल एक ग्रेडिएंट रहे: torchtune optimizer_in_bwd, LOMO। ग्रेडिएंट संचय संभव नहीं है।</translation>
    </message>
    <message>
        <source>Split every sequence over several GPUs: DeepSpeed-Ulysses exchanges attention heads (all-to-all), ring attention passes key/value blocks around the GPUs</source>
        <translation>हर अनुक्रम को कई GPU पर बाँटें: DeepSpeed-Ulysses अटेंशन हेड्स का आदान-प्रदान करता है (all-to-all), रिंग अटेंशन key/value ब्लॉकों को GPU के बीच घुमाता है</translation>
    </message>
    <message>
        <source>GPUs one sequence is split over; it divides the GPU count</source>
        <translation>वे GPU जिन पर एक अनुक्रम बाँटा जाता है; यह GPU संख्या को विभाजित करता है</translation>
    </message>
    <message>
        <source>Images</source>
        <translation>इमेज</translation>
    </message>
    <message>
        <source>Images in every training sample; their tokens take positions of the sequence length</source>
        <translation>हर प्रशिक्षण सैंपल में इमेज; उनके टोकन सीक्वेंस लंबाई के स्थान लेते हैं</translation>
    </message>
    <message>
        <source>Tokens one image becomes in the sequence: 256 for Gemma 3; (height ÷ 28) × (width ÷ 28) for Qwen2.5-VL</source>
        <translation>एक इमेज सीक्वेंस में कितने टोकन बनती है: Gemma 3 के लिए 256; Qwen2.5-VL के लिए (ऊँचाई ÷ 28) × (चौड़ाई ÷ 28)</translation>
    </message>
    <message>
        <source>Train the vision tower like the language model (in full, or with the same adapters) instead of keeping it frozen: its activations are then kept for the backward pass</source>
        <translation>विज़न टावर को स्थिर (फ़्रोज़न) रखने के बजाय भाषा मॉडल की तरह प्रशिक्षित करें (पूर्ण रूप से या उन्हीं एडैप्टर के साथ): तब उसके एक्टिवेशन बैकवर्ड पास के लिए रखे जाते हैं</translation>
    </message>
    <message>
        <source>Models on this computer</source>
        <translation>इस कंप्यूटर पर मॉडल</translation>
    </message>
    <message>
        <source>Model&apos;s figure (%1)</source>
        <translation>मॉडल का आँकड़ा (%1)</translation>
    </message>
    <message>
        <source>Model&apos;s figure (unknown)</source>
        <translation>मॉडल का आँकड़ा (अज्ञात)</translation>
    </message>
    <message>
        <source>No config.json found for %1</source>
        <translation>%1 के लिए config.json नहीं मिला</translation>
    </message>
    <message>
        <source>Parallel layout</source>
        <translation>पैरेलल लेआउट</translation>
    </message>
    <message>
        <source>Tensor parallel (TP):</source>
        <translation>टेंसर पैरेलल (TP):</translation>
    </message>
    <message>
        <source>GPUs each layer&apos;s attention and MLP are split over (Megatron column/row parallelism); best kept inside one node</source>
        <translation>हर लेयर का अटेंशन और MLP जितने GPU में बँटता है (Megatron कॉलम/रो पैरेललिज़्म); इसे एक ही नोड के भीतर रखना सबसे अच्छा है</translation>
    </message>
    <message>
        <source>Megatron sequence parallelism</source>
        <translation>Megatron सीक्वेंस पैरेललिज़्म</translation>
    </message>
    <message>
        <source>With tensor parallelism: norms, dropout and the residual stream are split along the sequence over the TP group</source>
        <translation>टेंसर पैरेललिज़्म के साथ: नॉर्म, ड्रॉपआउट और रेज़िडुअल स्ट्रीम TP समूह में सीक्वेंस के साथ-साथ बँटते हैं</translation>
    </message>
    <message>
        <source>Pipeline parallel (PP):</source>
        <translation>पाइपलाइन पैरेलल (PP):</translation>
    </message>
    <message>
        <source>Stages of whole blocks, one per GPU group; it divides the GPU count</source>
        <translation>पूरे ब्लॉकों के स्टेज, हर GPU समूह पर एक; यह GPU संख्या को पूरा-पूरा बाँटता है</translation>
    </message>
    <message>
        <source>Virtual pipeline stages (VPP):</source>
        <translation>वर्चुअल पाइपलाइन स्टेज (VPP):</translation>
    </message>
    <message>
        <source>Model chunks per GPU (interleaved 1F1B): a smaller pipeline bubble</source>
        <translation>हर GPU पर मॉडल के हिस्से (इंटरलीव्ड 1F1B): पाइपलाइन बबल छोटा होता है</translation>
    </message>
    <message>
        <source>Expert parallel (EP):</source>
        <translation>एक्सपर्ट पैरेलल (EP):</translation>
    </message>
    <message>
        <source>Expert tensor parallel (ETP):</source>
        <translation>एक्सपर्ट टेंसर पैरेलल (ETP):</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>त्रुटि: %1</translation>
    </message>
    <message>
        <source>GPUs the routed experts of every MoE block are divided over</source>
        <translation>हर MoE ब्लॉक के रूटेड एक्सपर्ट जितने GPU में बँटते हैं</translation>
    </message>
    <message>
        <source>Only for Mixture-of-Experts models</source>
        <translation>केवल Mixture-of-Experts मॉडलों के लिए</translation>
    </message>
    <message>
        <source>GPUs each expert&apos;s MLP is split over</source>
        <translation>हर एक्सपर्ट का MLP जितने GPU में बँटता है</translation>
    </message>
    <message>
        <source>Plan the job as set only</source>
        <translation>सिर्फ़ जैसा सेट है वैसे जॉब का प्लान</translation>
    </message>
    <message>
        <source>Offers run exactly the setting above: no other micro-batch, checkpointing, kernels, optimizer or layout that would make the job fit or run faster</source>
        <translation>ऑफ़र ठीक ऊपर वाली सेटिंग चलाते हैं: जॉब को समाने या तेज़ चलाने वाला कोई दूसरा माइक्रो-बैच, चेकपॉइंटिंग, कर्नेल, ऑप्टिमाइज़र या लेआउट नहीं</translation>
    </message>
    <message>
        <source>Only for models with a vision tower</source>
        <translation>केवल विज़न टावर वाले मॉडलों के लिए</translation>
    </message>
    <message>
        <source>Only with tensor parallelism (TP above 1)</source>
        <translation>केवल टेंसर पैरेलल के साथ (TP 1 से अधिक)</translation>
    </message>
    <message>
        <source>Only with a pipeline (PP above 1)</source>
        <translation>केवल पाइपलाइन के साथ (PP 1 से अधिक)</translation>
    </message>
    <message>
        <source>Not used by %1</source>
        <translation>%1 में उपयोग नहीं होता</translation>
    </message>
    <message>
        <source>Only for a vLLM engine that shares the GPU</source>
        <translation>केवल GPU साझा करने वाले vLLM इंजन के लिए</translation>
    </message>
    <message>
        <source>Only when sequences are split over GPUs</source>
        <translation>केवल तब, जब सीक्वेंस कई GPU पर बाँटे जाएँ</translation>
    </message>
    <message>
        <source>Model, method and GPU</source>
        <translation>मॉडल, विधि और GPU</translation>
    </message>
    <message>
        <source>&amp;GPU:</source>
        <translation>GPU (&amp;G):</translation>
    </message>
    <message>
        <source>Method settings</source>
        <translation>विधि की सेटिंग</translation>
    </message>
    <message>
        <source>Alpha:</source>
        <translation>अल्फ़ा:</translation>
    </message>
    <message>
        <source>Dropout:</source>
        <translation>ड्रॉपआउट:</translation>
    </message>
    <message>
        <source>Bottleneck width:</source>
        <translation>बॉटलनेक चौड़ाई:</translation>
    </message>
    <message>
        <source>Trained last layers:</source>
        <translation>प्रशिक्षित अंतिम लेयर:</translation>
    </message>
    <message>
        <source>Generated with:</source>
        <translation>जनरेशन कहाँ:</translation>
    </message>
    <message>
        <source>KL term (mismatched completions)</source>
        <translation>KL पद (बेमेल कम्प्लीशन)</translation>
    </message>
    <message>
        <source>Gradient accumulation:</source>
        <translation>ग्रेडिएंट संचय:</translation>
    </message>
    <message>
        <source>Chec&amp;kpointing:</source>
        <translation>चेकपॉइंटिंग (&amp;K):</translation>
    </message>
    <message>
        <source>Loss:</source>
        <translation>लॉस:</translation>
    </message>
    <message>
        <source>Tiled MLP</source>
        <translation>टाइल्ड MLP</translation>
    </message>
    <message>
        <source>Optimizer step in backward</source>
        <translation>बैकवर्ड में ऑप्टिमाइज़र चरण</translation>
    </message>
    <message>
        <source>Sharding and offload</source>
        <translation>शार्डिंग और ऑफ़लोड</translation>
    </message>
    <message>
        <source>Sequence parallel:</source>
        <translation>सीक्वेंस पैरेलल:</translation>
    </message>
    <message>
        <source>Sequence-parallel degree:</source>
        <translation>सीक्वेंस-पैरेलल डिग्री:</translation>
    </message>
    <message>
        <source>Trai&amp;ning tokens:</source>
        <translation>प्रशिक्षण टोकन (&amp;N):</translation>
    </message>
    <message>
        <source>Epochs:</source>
        <translation>Epoch:</translation>
    </message>
    <message>
        <source>Budget:</source>
        <translation>बजट:</translation>
    </message>
    <message>
        <source>Allow spot capacity</source>
        <translation>स्पॉट क्षमता की अनुमति दें</translation>
    </message>
    <message>
        <source>Images per sample:</source>
        <translation>प्रति सैंपल इमेज:</translation>
    </message>
    <message>
        <source>Tokens per image:</source>
        <translation>प्रति इमेज टोकन:</translation>
    </message>
    <message>
        <source>Train the vision tower</source>
        <translation>विज़न टावर प्रशिक्षित करें</translation>
    </message>
    <message>
        <source>The model to fine-tune: pick one, or type a Hugging Face name</source>
        <translation>फ़ाइन-ट्यून करने का मॉडल: सूची से चुनें, या Hugging Face नाम लिखें</translation>
    </message>
    <message>
        <source>How the model is trained: all weights (full), or small adapters beside frozen weights</source>
        <translation>मॉडल कैसे प्रशिक्षित होता है: सभी वेट (पूर्ण), या स्थिर (फ़्रोज़न) वेट के साथ छोटे एडैप्टर</translation>
    </message>
    <message>
        <source>The GPU the job runs on; the GPUs tab shows every other</source>
        <translation>वह GPU जिस पर जॉब चलता है; GPUs टैब बाकी सभी दिखाता है</translation>
    </message>
    <message>
        <source>GPUs the job is spread over</source>
        <translation>वे GPU जिन पर जॉब फैला है</translation>
    </message>
    <message>
        <source>Width of the low-rank adapter matrices: more rank, more trainable weights</source>
        <translation>लो-रैंक एडैप्टर मैट्रिक्स की चौड़ाई: अधिक रैंक, अधिक प्रशिक्षणीय वेट</translation>
    </message>
    <message>
        <source>Scale of the adapter&apos;s update (alpha ÷ rank)</source>
        <translation>एडैप्टर के अपडेट का पैमाना (alpha ÷ rank)</translation>
    </message>
    <message>
        <source>Share of the adapter&apos;s input dropped at random during training</source>
        <translation>प्रशिक्षण के दौरान एडैप्टर के इनपुट का यादृच्छिक रूप से हटाया गया हिस्सा</translation>
    </message>
    <message>
        <source>The layers that get adapters: attention (q, k, v, o) and MLP (gate, up, down)</source>
        <translation>वे लेयर जिन्हें एडैप्टर मिलते हैं: अटेंशन (q, k, v, o) और MLP (gate, up, down)</translation>
    </message>
    <message>
        <source>How the frozen base weights are stored in 4 bits</source>
        <translation>स्थिर (फ़्रोज़न) बेस वेट 4 बिट में कैसे रखे जाते हैं</translation>
    </message>
    <message>
        <source>Trained tokens put before every sequence</source>
        <translation>हर सीक्वेंस से पहले जोड़े गए प्रशिक्षित टोकन</translation>
    </message>
    <message>
        <source>Width of the small MLP inserted in every block</source>
        <translation>हर ब्लॉक में जोड़े गए छोटे MLP की चौड़ाई</translation>
    </message>
    <message>
        <source>Only these last blocks are trained; the others stay frozen</source>
        <translation>केवल ये अंतिम ब्लॉक प्रशिक्षित होते हैं; बाकी स्थिर (फ़्रोज़न) रहते हैं</translation>
    </message>
    <message>
        <source>Number format of the weights and the arithmetic; AMP keeps FP32 master weights</source>
        <translation>वेट और गणना का संख्या प्रारूप; AMP FP32 मास्टर वेट रखता है</translation>
    </message>
    <message>
        <source>Sequences each GPU processes at once</source>
        <translation>हर GPU एक साथ जितने सीक्वेंस प्रोसेस करता है</translation>
    </message>
    <message>
        <source>Tokens per training sequence, prompt and answer together</source>
        <translation>हर प्रशिक्षण सीक्वेंस के टोकन, प्रॉम्प्ट और उत्तर मिलाकर</translation>
    </message>
    <message>
        <source>Micro-batches added up before each optimizer step</source>
        <translation>हर ऑप्टिमाइज़र चरण से पहले जोड़े गए माइक्रो-बैच</translation>
    </message>
    <message>
        <source>What the backward pass recomputes instead of keeping: nothing, every layer (full), some layers (selective) or only the costly operations (selective per op)</source>
        <translation>बैकवर्ड पास क्या रखने के बजाय दोबारा गणना करता है: कुछ नहीं, हर लेयर (पूर्ण), कुछ लेयर (चयनात्मक) या केवल महँगे ऑपरेशन (selective per op)</translation>
    </message>
    <message>
        <source>The attention kernel: FlashAttention and SDPA never hold the full attention matrix</source>
        <translation>अटेंशन कर्नेल: FlashAttention और SDPA कभी पूरा अटेंशन मैट्रिक्स नहीं रखते</translation>
    </message>
    <message>
        <source>How the loss over the vocabulary is computed: at once, in chunks, or fused (no full logits)</source>
        <translation>शब्दावली पर लॉस कैसे गिना जाता है: एक साथ, टुकड़ों में, या फ़्यूज़्ड (पूरे logits के बिना)</translation>
    </message>
    <message>
        <source>How weights, gradients and optimizer state are divided over the GPUs</source>
        <translation>वेट, ग्रेडिएंट और ऑप्टिमाइज़र स्टेट GPU में कैसे बाँटे जाते हैं</translation>
    </message>
    <message>
        <source>State moved to CPU memory: less GPU memory, slower steps</source>
        <translation>CPU मेमोरी में भेजी गई स्टेट: कम GPU मेमोरी, धीमे चरण</translation>
    </message>
    <message>
        <source>Passes over the training set</source>
        <translation>प्रशिक्षण सेट पर कितने पूरे पास</translation>
    </message>
    <message>
        <source>The most hours the run may take; none = no deadline</source>
        <translation>रन अधिकतम कितने घंटे ले सकता है; कोई नहीं = कोई समय-सीमा नहीं</translation>
    </message>
    <message>
        <source>The most the run may cost; none = no budget</source>
        <translation>रन की अधिकतम लागत; कोई नहीं = कोई बजट नहीं</translation>
    </message>
    <message>
        <source>Only without sequence packing</source>
        <translation>केवल सीक्वेंस पैकिंग के बिना</translation>
    </message>
    <message>
        <source>Sequence packing</source>
        <translation>सीक्वेंस पैकिंग</translation>
    </message>
    <message>
        <source>Average sample length:</source>
        <translation>औसत नमूना लंबाई:</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> टोकन</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>अज्ञात</translation>
    </message>
    <message>
        <source>Samples concatenated into full rows of the sequence length; off: one sample per row, padded to the sequence length, and the padding costs time</source>
        <translation>नमूने सीक्वेंस लंबाई की पूरी पंक्तियों में जोड़े जाते हैं; बंद: हर पंक्ति में एक नमूना, सीक्वेंस लंबाई तक पैड किया हुआ, और पैडिंग में समय लगता है</translation>
    </message>
    <message>
        <source>Tokens in an average sample: without packing, each row computes the sequence length, so shorter samples mean more padded rows</source>
        <translation>एक औसत नमूने के टोकन: पैकिंग के बिना हर पंक्ति पूरी सीक्वेंस लंबाई की गणना करती है, इसलिए छोटे नमूनों का अर्थ है अधिक पैड की गई पंक्तियाँ</translation>
    </message>
    <message>
        <source>Tensor, pipeline and expert parallelism run Megatron-Core&apos;s fused grouped GEMMs</source>
        <translation>टेंसर, पाइपलाइन और एक्सपर्ट पैरेललिज़्म Megatron-Core के फ़्यूज़्ड ग्रुप्ड GEMM चलाते हैं</translation>
    </message>
    <message>
        <source>MoE experts run as:</source>
        <translation>MoE एक्सपर्ट इस तरह चलते हैं:</translation>
    </message>
    <message>
        <source>How the training stack runs the routed experts: one grouped matmul with its token dispatch in PyTorch and adapters rebuilt on the fused expert tensors (transformers 5&apos;s default), a module per expert in a loop (transformers 4), or Megatron-Core&apos;s fused kernels</source>
        <translation>ट्रेनिंग स्टैक रूट किए गए एक्सपर्ट को कैसे चलाता है: PyTorch में टोकन डिस्पैच के साथ एक ग्रुप्ड मैटमल और फ़्यूज़्ड एक्सपर्ट टेंसर पर हर बार दोबारा बनने वाले एडेप्टर (transformers 5 का डिफ़ॉल्ट), लूप में हर एक्सपर्ट का एक मॉड्यूल (transformers 4), या Megatron-Core के फ़्यूज़्ड कर्नेल</translation>
    </message>
    <message>
        <source>Only where an engine generates: generate() in the trainer runs every completion to the longest</source>
        <translation>केवल जब कोई इंजन जनरेट करता है: ट्रेनर में generate() हर कम्प्लीशन को सबसे लंबे तक चलाता है</translation>
    </message>
    <message>
        <source>Mean completion:</source>
        <translation>औसत कम्प्लीशन:</translation>
    </message>
    <message>
        <source>At the limit</source>
        <comment>every completion as long as the completion length</comment>
        <translation>पूरी सीमा तक</translation>
    </message>
    <message>
        <source>Generated tokens of a completion on average (TRL logs completions/mean_length). An engine drops finished completions from its batch, so generation reads less cache than at the limit; the longest still runs to the completion length</source>
        <translation>एक कम्प्लीशन के औसत जनरेट किए गए टोकन (TRL इसे completions/mean_length के रूप में लॉग करता है)। इंजन पूरे हो चुके कम्प्लीशन को अपने बैच से हटा देता है, इसलिए जनरेशन सीमा की तुलना में कम कैश पढ़ता है; सबसे लंबा फिर भी कम्प्लीशन लंबाई तक चलता है</translation>
    </message>
    <message>
        <source>Only where a vLLM engine generates</source>
        <translation>केवल जहाँ vLLM इंजन जनरेट करता है</translation>
    </message>
    <message>
        <source>Engine tensor parallel:</source>
        <translation>इंजन टेंसर पैरेलल:</translation>
    </message>
    <message>
        <source>As training</source>
        <comment>the engine splits the model as training does</comment>
        <translation>प्रशिक्षण जैसा</translation>
    </message>
    <message>
        <source>GPUs one vLLM engine replica splits the model over (tensor_parallel_size; TRL vllm_tensor_parallel_size). Fewer GPUs per replica read more weights per GPU at each generated token</source>
        <translation>वे GPU जिन पर vLLM इंजन की एक प्रतिकृति मॉडल को बाँटती है (tensor_parallel_size; TRL vllm_tensor_parallel_size)। प्रति प्रतिकृति कम GPU होने पर हर जनरेट किए गए टोकन पर प्रति GPU अधिक वेट पढ़े जाते हैं</translation>
    </message>
    <message>
        <source>PPO always scores with a reward model on the GPU</source>
        <translation>PPO हमेशा GPU पर रिवॉर्ड मॉडल से अंक देता है</translation>
    </message>
    <message>
        <source>Reward model on the GPU</source>
        <translation>GPU पर रिवॉर्ड मॉडल</translation>
    </message>
    <message>
        <source>A frozen reward model of the policy&apos;s size scores the completions on the training GPU: its weights and one forward per micro-batch (TRL reward_funcs given as a model, online DPO&apos;s reward_model_path). Off: rule functions, or a judge off the GPU</source>
        <translation>पॉलिसी के आकार का एक स्थिर रिवॉर्ड मॉडल प्रशिक्षण GPU पर कम्प्लीशन को अंक देता है: उसके वेट और हर माइक्रो-बैच पर एक फ़ॉरवर्ड (मॉडल के रूप में दिए गए TRL reward_funcs, ऑनलाइन DPO का reward_model_path)। बंद: नियम फ़ंक्शन, या GPU से बाहर कोई जज</translation>
    </message>
    <message>
        <source>What the run optimises: supervised fine-tuning, a preference objective, a reward model, or reinforcement learning that generates completions (PPO, GRPO, RLOO, online DPO)</source>
        <translation>रन क्या ऑप्टिमाइज़ करता है: सुपरवाइज़्ड फ़ाइन-ट्यूनिंग, कोई पसंद-आधारित उद्देश्य, रिवॉर्ड मॉडल, या कम्प्लीशन जनरेट करने वाली रीइनफ़ोर्समेंट लर्निंग (PPO, GRPO, RLOO, ऑनलाइन DPO)</translation>
    </message>
    <message>
        <source>Only with a low-precision recipe</source>
        <translation>केवल लो-प्रिसिज़न रेसिपी के साथ</translation>
    </message>
    <message>
        <source>FP&amp;8/FP4 training:</source>
        <translation>FP8/FP4 ट्रेनिंग (&amp;8):</translation>
    </message>
    <message>
        <source>Gather parameters in the recipe&apos;s format</source>
        <translation>पैरामीटर रेसिपी के फ़ॉर्मैट में इकट्ठा करें</translation>
    </message>
    <message>
        <source>FP8 or FP4 for the blocks&apos; linear layers, as Transformer Engine or torchao runs them; attention, embedding and LM head stay in the precision above. Only cards with the matching tensor cores run it: the plan says why the others do not</source>
        <translation>ब्लॉकों की लीनियर लेयरों के लिए FP8 या FP4, जैसे Transformer Engine या torchao चलाते हैं; अटेंशन, एम्बेडिंग और LM हेड ऊपर वाले प्रिसिज़न में रहते हैं। इसे केवल मेल खाते टेंसर कोर वाले कार्ड चलाते हैं: प्लान बताता है कि बाकी क्यों नहीं</translation>
    </message>
    <message>
        <source>FSDP gathers the weights in the recipe&apos;s format (torchao enable_fsdp_float8_all_gather), or Megatron keeps them in it (--fp8-param-gather)</source>
        <translation>FSDP वेट्स को रेसिपी के फ़ॉर्मैट में इकट्ठा करता है (torchao enable_fsdp_float8_all_gather), या Megatron उन्हें उसी में रखता है (--fp8-param-gather)</translation>
    </message>
    <message>
        <source>The optimizer stores its moments in its own format</source>
        <translation>ऑप्टिमाइज़र अपने मोमेंट अपने ही फ़ॉर्मैट में रखता है</translation>
    </message>
    <message>
        <source>Only with a QAT scheme that scales weights in groups</source>
        <translation>केवल उस QAT स्कीम के साथ जो वेट को समूहों में स्केल करती है</translation>
    </message>
    <message>
        <source>16-bit blocks at the start:</source>
        <translation>शुरुआत के 16-बिट ब्लॉक:</translation>
    </message>
    <message>
        <source>16-bit blocks at the end:</source>
        <translation>अंत के 16-बिट ब्लॉक:</translation>
    </message>
    <message>
        <source>Quantization-aware training:</source>
        <translation>क्वांटाइज़ेशन-अवेयर ट्रेनिंग:</translation>
    </message>
    <message>
        <source>QAT group size:</source>
        <translation>QAT समूह आकार:</translation>
    </message>
    <message>
        <source>The scheme&apos;s default</source>
        <translation>स्कीम का डिफ़ॉल्ट</translation>
    </message>
    <message>
        <source>Optimizer state:</source>
        <translation>ऑप्टिमाइज़र स्टेट:</translation>
    </message>
    <message>
        <source>The first blocks keep the precision above instead of the recipe (Megatron --num-layers-at-start-in-bf16)</source>
        <translation>पहले ब्लॉक रेसिपी के बजाय ऊपर की प्रिसिज़न रखते हैं (Megatron --num-layers-at-start-in-bf16)</translation>
    </message>
    <message>
        <source>The last blocks keep the precision above instead of the recipe, as NVIDIA&apos;s NVFP4 recipe does for stability (Megatron --num-layers-at-end-in-bf16)</source>
        <translation>अंतिम ब्लॉक रेसिपी के बजाय ऊपर की प्रिसिज़न रखते हैं, जैसे NVIDIA की NVFP4 रेसिपी स्थिरता के लिए करती है (Megatron --num-layers-at-end-in-bf16)</translation>
    </message>
    <message>
        <source>The update rule and the state it keeps per weight (AdamW: two values). torchao&apos;s 8-bit, 4-bit and FP8 AdamW keep block-scaled moments and run on NVIDIA and AMD GPUs; bitsandbytes&apos; on NVIDIA GPUs and AMD&apos;s CDNA 2 and 3</source>
        <translation>अपडेट नियम और प्रति वेट रखी जाने वाली स्टेट (AdamW: दो मान)। torchao के 8-बिट, 4-बिट और FP8 AdamW ब्लॉक-स्केल्ड मोमेंट रखते हैं और NVIDIA व AMD GPU पर चलते हैं; bitsandbytes के NVIDIA GPU और AMD के CDNA 2 व 3 पर</translation>
    </message>
    <message>
        <source>The type the optimizer&apos;s moments are stored in. FP8 is Transformer Engine&apos;s FusedAdam (Megatron&apos;s precision-aware optimizer) and needs a GPU with FP8 (Ada, Hopper, Blackwell, CDNA 3)</source>
        <translation>वह प्रकार जिसमें ऑप्टिमाइज़र के मोमेंट रखे जाते हैं। FP8, Transformer Engine का FusedAdam है (Megatron का प्रिसिज़न-अवेयर ऑप्टिमाइज़र) और इसके लिए FP8 वाला GPU चाहिए (Ada, Hopper, Blackwell, CDNA 3)</translation>
    </message>
    <message>
        <source>Fake quantization of the linear layers&apos; weights (and inputs) while the model trains in the precision above, as torchao runs it for torchtune, axolotl and Unsloth: the weights learn to survive quantization. Costs a copy of each weight until backward and passes over every weight in each forward; runs on every card</source>
        <translation>लीनियर लेयरों के वेट (और इनपुट) का नकली क्वांटाइज़ेशन, जबकि मॉडल ऊपर की प्रिसिज़न में ट्रेन होता है, जैसे torchao इसे torchtune, axolotl और Unsloth के लिए चलाता है: वेट क्वांटाइज़ेशन झेलना सीखते हैं। बैकवर्ड तक हर वेट की एक प्रति और हर फ़ॉरवर्ड में हर वेट पर पास लगते हैं; हर कार्ड पर चलता है</translation>
    </message>
    <message>
        <source>Weights per quantization scale (torchtune&apos;s groupsize, axolotl&apos;s group_size); it must divide the width of every linear layer</source>
        <translation>प्रति क्वांटाइज़ेशन स्केल वेट (torchtune का groupsize, axolotl का group_size); यह हर लीनियर लेयर की चौड़ाई को विभाजित करना चाहिए</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::MainWindow</name>
    <message>
        <source>Open Hugging Face config</source>
        <translation>Hugging Face कॉन्फ़िग खोलें</translation>
    </message>
    <message>
        <source>Model config (*.json);;All files (*)</source>
        <translation>मॉडल कॉन्फ़िग (*.json);;सभी फ़ाइलें (*)</translation>
    </message>
    <message>
        <source>About Tunefit</source>
        <translation>Tunefit के बारे में</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Tunefit %1&lt;/h3&gt;&lt;p&gt;Estimates the GPU memory of fine-tuning jobs.&lt;/p&gt;&lt;p&gt;Built with Qt %2 (running on Qt %3).&lt;/p&gt;&lt;p&gt;License: GPL-3.0-or-later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Tunefit %1&lt;/h3&gt;&lt;p&gt;फ़ाइन-ट्यूनिंग कार्यों की GPU मेमोरी का अनुमान लगाता है।&lt;/p&gt;&lt;p&gt;Qt %2 के साथ बना (Qt %3 पर चल रहा है)।&lt;/p&gt;&lt;p&gt;लाइसेंस: GPL-3.0-or-later।&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>मेमोरी</translation>
    </message>
    <message>
        <source>What if</source>
        <translation>क्या होगा अगर</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>फ़ाइल (&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>बाहर निकलें (&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>भाषा (&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>सहायता (&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Tunefit</source>
        <translation>Tunefit के बारे में (&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Qt के बारे में (&amp;Q)</translation>
    </message>
    <message>
        <source>Cannot read config</source>
        <translation>कॉन्फ़िग पढ़ा नहीं जा सका</translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation>%1 आयात किया गया</translation>
    </message>
    <message>
        <source>%1 parameters, %2 trainable</source>
        <translation>%1 पैरामीटर, %2 प्रशिक्षणीय</translation>
    </message>
    <message>
        <source>Open job</source>
        <translation>जॉब खोलें</translation>
    </message>
    <message>
        <source>Tunefit jobs (*.tunefit.json);;JSON files (*.json);;All files (*)</source>
        <translation>Tunefit जॉब (*.tunefit.json);;JSON फ़ाइलें (*.json);;सभी फ़ाइलें (*)</translation>
    </message>
    <message>
        <source>&amp;Open job…</source>
        <translation>जॉब खोलें… (&amp;O)</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>हाल की फ़ाइलें (&amp;R)</translation>
    </message>
    <message>
        <source>Open &amp;config.json…</source>
        <translation>config.json खोलें… (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>सहेजें (&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>इस रूप में सहेजें… (&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Export report (PDF)…</source>
        <translation>रिपोर्ट निर्यात करें (PDF)… (&amp;E)</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>बिना नाम</translation>
    </message>
    <message>
        <source>%1[*] — Tunefit</source>
        <translation>%1[*] — Tunefit</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>बिना सहेजे बदलाव</translation>
    </message>
    <message>
        <source>The job %1 has unsaved changes. Save them?</source>
        <translation>जॉब %1 में बिना सहेजे बदलाव हैं। क्या उन्हें सहेजें?</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>%1 पढ़ी नहीं जा सकी: %2</translation>
    </message>
    <message>
        <source>Cannot open job</source>
        <translation>जॉब नहीं खुल सका</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 खोली गई</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 लिखी नहीं जा सकी: %2</translation>
    </message>
    <message>
        <source>Cannot save job</source>
        <translation>जॉब सहेजा नहीं जा सका</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 सहेजी गई</translation>
    </message>
    <message>
        <source>Save job</source>
        <translation>जॉब सहेजें</translation>
    </message>
    <message>
        <source>Tunefit jobs (*.tunefit.json)</source>
        <translation>Tunefit जॉब (*.tunefit.json)</translation>
    </message>
    <message>
        <source>%1 no longer exists and was removed from the recent files.</source>
        <translation>%1 अब मौजूद नहीं है और हाल की फ़ाइलों से हटा दी गई है।</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>रिपोर्ट निर्यात करें</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot export report</source>
        <translation>रिपोर्ट निर्यात नहीं हो सकी</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 निर्यात की गई</translation>
    </message>
    <message>
        <source>&lt;p&gt;Catalog prices as of %1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;कैटलॉग की कीमतें %1 तक की हैं।&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Export results (CSV, JSON)…</source>
        <translation>नतीजे निर्यात करें (CSV, JSON)…</translation>
    </message>
    <message>
        <source>Export results</source>
        <translation>नतीजे निर्यात करें</translation>
    </message>
    <message>
        <source>CSV (*.csv);;JSON (*.json)</source>
        <translation>CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Cannot export results</source>
        <translation>नतीजे निर्यात नहीं हो सके</translation>
    </message>
    <message>
        <source>&amp;Edit GPUs, providers and prices…</source>
        <translation>GPU, प्रदाता और कीमतें संपादित करें… (&amp;E)</translation>
    </message>
    <message>
        <source>C&amp;atalog</source>
        <translation>कैटलॉग (&amp;A)</translation>
    </message>
    <message>
        <source>%1 could not be read as a Hugging Face config.json: %2.</source>
        <translation>%1 को Hugging Face config.json के रूप में पढ़ा नहीं जा सका: %2।</translation>
    </message>
    <message>
        <source>Import training config</source>
        <translation>ट्रेनिंग कॉन्फ़िग आयात करें</translation>
    </message>
    <message>
        <source>Training configs (*.yaml *.yml *.json *.sh);;All files (*)</source>
        <translation>ट्रेनिंग कॉन्फ़िग (*.yaml *.yml *.json *.sh);;सभी फ़ाइलें (*)</translation>
    </message>
    <message>
        <source>&amp;Import training config…</source>
        <translation>ट्रेनिंग कॉन्फ़िग आयात करें… (&amp;I)</translation>
    </message>
    <message>
        <source>Export &amp;training config…</source>
        <translation>ट्रेनिंग कॉन्फ़िग निर्यात करें… (&amp;T)</translation>
    </message>
    <message>
        <source>%1 could not be imported: %2.</source>
        <translation>%1 आयात नहीं हो सका: %2।</translation>
    </message>
    <message>
        <source>Cannot import training config</source>
        <translation>ट्रेनिंग कॉन्फ़िग आयात नहीं हो सकता</translation>
    </message>
    <message>
        <source>Export training config</source>
        <translation>ट्रेनिंग कॉन्फ़िग निर्यात करें</translation>
    </message>
    <message>
        <source>Cannot export training config</source>
        <translation>ट्रेनिंग कॉन्फ़िग निर्यात नहीं हो सकता</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>संपादन (&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>पूर्ववत करें (&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>फिर से करें (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Update prices…</source>
        <translation>कीमतें अपडेट करें… (&amp;U)</translation>
    </message>
    <message>
        <source>Prices are old: update…</source>
        <translation>कीमतें पुरानी हैं: अपडेट करें…</translation>
    </message>
    <message>
        <source>Make it fit on %1</source>
        <translation>%1 पर समाने लायक बनाएँ</translation>
    </message>
    <message>
        <source>The catalog was changed elsewhere and has been reloaded.</source>
        <translation>कैटलॉग कहीं और बदला गया और फिर से लोड किया गया।</translation>
    </message>
    <message>
        <source>&amp;Team catalog…</source>
        <translation>टीम कैटलॉग… (&amp;T)</translation>
    </message>
    <message>
        <source>Edits are shared with everyone who uses this team catalog.</source>
        <translation>संपादन इस टीम कैटलॉग का उपयोग करने वाले सभी के साथ साझा होते हैं।</translation>
    </message>
    <message>
        <source>Use the setting of %1</source>
        <translation>%1 की सेटिंग इस्तेमाल करें</translation>
    </message>
    <message>
        <source>The job now runs: %1</source>
        <translation>जॉब अब चलाता है: %1</translation>
    </message>
    <message>
        <source>If the training runs from a folder above the config (the root of its repository), choose that folder: files the config names are then read from there too.</source>
        <translation>यदि ट्रेनिंग कॉन्फ़िग के ऊपर के किसी फ़ोल्डर (उसकी रिपॉज़िटरी की जड़) से चलती है, तो वह फ़ोल्डर चुनें: तब कॉन्फ़िग द्वारा नामित फ़ाइलें वहाँ से भी पढ़ी जाती हैं।</translation>
    </message>
    <message>
        <source>Choose the folder…</source>
        <translation>फ़ोल्डर चुनें…</translation>
    </message>
    <message>
        <source>Folder the training runs from</source>
        <translation>वह फ़ोल्डर जिससे ट्रेनिंग चलती है</translation>
    </message>
    <message>
        <source>&amp;Model library…</source>
        <translation>मॉडल लाइब्रेरी… (&amp;M)</translation>
    </message>
    <message>
        <source>Offers</source>
        <translation>ऑफ़र</translation>
    </message>
    <message>
        <source>&amp;New job</source>
        <translation>नया जॉब (&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Glossary…</source>
        <translation>शब्दावली… (&amp;G)</translation>
    </message>
    <message>
        <source>Stale: these results are for the last valid job. Fix %1 to update them.</source>
        <translation>पुराने परिणाम: ये अंतिम मान्य जॉब के हैं। इन्हें अपडेट करने के लिए %1 ठीक करें।</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>पूर्ववत करें: %1 (&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>फिर से करें: %1 (&amp;R)</translation>
    </message>
    <message>
        <source>New job</source>
        <translation>नया जॉब</translation>
    </message>
    <message>
        <source>Make it fit on %1: %2</source>
        <translation>%1 पर समाने लायक बनाएँ: %2</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>%1 आयात करें</translation>
    </message>
    <message>
        <source>Imported %1: nothing changed</source>
        <translation>%1 आयात किया गया: कुछ नहीं बदला</translation>
    </message>
    <message>
        <source>Imported %1: %2</source>
        <translation>%1 आयात किया गया: %2</translation>
    </message>
    <message>
        <source>Your &amp;runs and calibrations…</source>
        <translation>आपके रन और कैलिब्रेशन… (&amp;R)</translation>
    </message>
    <message>
        <source>Use &amp;calibrations from your runs</source>
        <translation>अपने रन के कैलिब्रेशन उपयोग करें (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Task:</source>
        <translation>कार्य (&amp;T):</translation>
    </message>
    <message>
        <source>Language model</source>
        <translation>भाषा मॉडल</translation>
    </message>
    <message>
        <source>Image generation</source>
        <translation>इमेज जनरेशन</translation>
    </message>
    <message>
        <source>Video generation</source>
        <translation>वीडियो जनरेशन</translation>
    </message>
    <message>
        <source>Change task</source>
        <translation>कार्य बदलें</translation>
    </message>
    <message>
        <source>the PDF could not be written</source>
        <translation>PDF लिखा नहीं जा सका</translation>
    </message>
    <message numerus="yes">
        <source>Imported %1 (%2): %n setting(s) read, the rest at the stack&apos;s defaults</source>
        <translation>
            <numerusform>%1 आयात किया (%2): %n सेटिंग पढ़ी गई, बाकी स्टैक के डिफ़ॉल्ट पर</numerusform>
            <numerusform>%1 आयात किया (%2): %n सेटिंग पढ़ी गईं, बाकी स्टैक के डिफ़ॉल्ट पर</numerusform>
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
        <translation>config.json जोड़ें</translation>
    </message>
    <message>
        <source>Model configurations (*.json)</source>
        <translation>मॉडल कॉन्फ़िगरेशन (*.json)</translation>
    </message>
    <message>
        <source>Add a model folder</source>
        <translation>मॉडल फ़ोल्डर जोड़ें</translation>
    </message>
    <message>
        <source>Fetch from Hugging Face</source>
        <translation>Hugging Face से लाएँ</translation>
    </message>
    <message>
        <source>Model id on the Hugging Face Hub (organisation/name):</source>
        <translation>Hugging Face Hub पर मॉडल id (संगठन/नाम):</translation>
    </message>
    <message>
        <source>Downloading config.json … %1 bytes</source>
        <translation>config.json डाउनलोड हो रही है … %1 बाइट</translation>
    </message>
    <message>
        <source>Reading the parameter count … %1 bytes</source>
        <translation>पैरामीटर संख्या पढ़ी जा रही है … %1 बाइट</translation>
    </message>
    <message>
        <source>Model library</source>
        <translation>मॉडल लाइब्रेरी</translation>
    </message>
    <message>
        <source>Add config.json…</source>
        <translation>config.json जोड़ें…</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>फ़ोल्डर जोड़ें…</translation>
    </message>
    <message>
        <source>Fetch from Hugging Face…</source>
        <translation>Hugging Face से लाएँ…</translation>
    </message>
    <message>
        <source>Cancel download</source>
        <translation>डाउनलोड रद्द करें</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>हटाएँ</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>पूर्ववत करें</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>फिर से करें</translation>
    </message>
    <message>
        <source>Downloads the model&apos;s config.json from huggingface.co (or $HF_ENDPOINT); for a gated model, set HF_TOKEN. Tunefit goes online only when you ask.</source>
        <translation>मॉडल की config.json को huggingface.co (या $HF_ENDPOINT) से डाउनलोड करता है; गेटेड मॉडल के लिए HF_TOKEN सेट करें। Tunefit केवल आपके कहने पर ही ऑनलाइन जाता है।</translation>
    </message>
    <message>
        <source>%1 was not added: %2</source>
        <translation>%1 नहीं जोड़ा गया: %2</translation>
    </message>
    <message>
        <source>%1 is a built-in model already.</source>
        <translation>%1 पहले से एक अंतर्निहित मॉडल है।</translation>
    </message>
    <message>
        <source>Skipped %1: %2</source>
        <translation>%1 छोड़ा गया: %2</translation>
    </message>
    <message numerus="yes">
        <source>Added: %n model(s).</source>
        <translation>
            <numerusform>जोड़े गए: %n मॉडल।</numerusform>
            <numerusform>जोड़े गए: %n मॉडल।</numerusform>
        </translation>
    </message>
    <message>
        <source>Not added: %1</source>
        <translation>नहीं जोड़ा गया: %1</translation>
    </message>
    <message>
        <source>Fetching %1 …</source>
        <translation>%1 लाया जा रहा है …</translation>
    </message>
    <message>
        <source>Not fetched: %1</source>
        <translation>नहीं लाया गया: %1</translation>
    </message>
    <message>
        <source>Added %1.</source>
        <translation>%1 जोड़ा गया।</translation>
    </message>
    <message>
        <source>Built-in models cannot be removed.</source>
        <translation>अंतर्निहित मॉडल हटाए नहीं जा सकते।</translation>
    </message>
    <message>
        <source>Removed %1.</source>
        <translation>%1 हटाया गया।</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::ModelLibraryModel</name>
    <message>
        <source>built-in</source>
        <translation>अंतर्निहित</translation>
    </message>
    <message>
        <source>config.json unreadable: %1</source>
        <translation>config.json पढ़ी नहीं जा सकी: %1</translation>
    </message>
    <message>
        <source>yours</source>
        <translation>आपका</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Hub id</source>
        <translation>Hub id</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>परिवार</translation>
    </message>
    <message>
        <source>Parameters (B)</source>
        <translation>पैरामीटर (अरब)</translation>
    </message>
    <message>
        <source>Origin</source>
        <translation>मूल</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>स्रोत</translation>
    </message>
    <message>
        <source>%1 is the name of a built-in model; choose another.</source>
        <translation>%1 एक अंतर्निहित मॉडल का नाम है; कोई दूसरा चुनें।</translation>
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
        <translation>इस जॉब के लिए कोई ऑफ़र नहीं समाता।</translation>
    </message>
    <message>
        <source>Best: %1 %2 × %3 — %4 for %5 h</source>
        <translation>सबसे अच्छा: %1 %2 × %3 — %4, %5 घंटे में</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 / %2 free</source>
        <translation>%1 / %2 खाली</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>बिना तारीख</translation>
    </message>
    <message>
        <source>%1 (stale)</source>
        <translation>%1 (पुरानी)</translation>
    </message>
    <message>
        <source>Compute %1, storage %2, egress %3</source>
        <translation>कंप्यूट %1, स्टोरेज %2, ईग्रेस %3</translation>
    </message>
    <message>
        <source>The planner&apos;s ranking for the chosen order</source>
        <translation>चुने गए क्रम के लिए प्लानर की रैंकिंग</translation>
    </message>
    <message>
        <source>Memory needed per GPU and what stays free, in GiB</source>
        <translation>प्रति GPU ज़रूरी मेमोरी और बची खाली जगह, GiB में</translation>
    </message>
    <message>
        <source>Wall time including startup and checkpoints</source>
        <translation>स्टार्टअप और चेकपॉइंट सहित कुल समय</translation>
    </message>
    <message>
        <source>Cost of the whole run: compute, storage and egress</source>
        <translation>पूरे रन की लागत: कंप्यूट, स्टोरेज और ईग्रेस</translation>
    </message>
    <message>
        <source>On-demand price per GPU and hour</source>
        <translation>प्रति GPU प्रति घंटा ऑन-डिमांड कीमत</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>प्रदाता</translation>
    </message>
    <message>
        <source>Instance</source>
        <translation>इंस्टेंस</translation>
    </message>
    <message>
        <source>GPU × count</source>
        <translation>GPU × संख्या</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>रणनीति</translation>
    </message>
    <message>
        <source>GiB per GPU</source>
        <translation>प्रति GPU GiB</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>घंटे</translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation>कुल लागत</translation>
    </message>
    <message>
        <source>$/GPU-hour</source>
        <translation>$/GPU-घंटा</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>बिलिंग</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>स्पॉट</translation>
    </message>
    <message>
        <source>Features</source>
        <translation>सुविधाएँ</translation>
    </message>
    <message>
        <source>Price date</source>
        <translation>कीमत की तारीख</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>चेतावनियाँ</translation>
    </message>
    <message>
        <source>Runs: %1</source>
        <translation>चलाता है: %1</translation>
    </message>
    <message>
        <source>What the offer runs: the job as set, or the changes that make it fit or run faster there</source>
        <translation>ऑफ़र क्या चलाता है: जैसा सेट है वैसा जॉब, या वे बदलाव जिनसे वह वहाँ समाए या तेज़ चले</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>सेटिंग</translation>
    </message>
    <message>
        <source>%1 (calibrated)</source>
        <translation>%1 (कैलिब्रेटेड)</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::OffersView</name>
    <message>
        <source>Filter by provider, instance, GPU or region</source>
        <translation>प्रदाता, इंस्टेंस, GPU या क्षेत्र से छाँटें</translation>
    </message>
    <message>
        <source>O&amp;rder:</source>
        <translation>क्रम (&amp;R):</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>कोई भी</translation>
    </message>
    <message>
        <source>Datacenter</source>
        <translation>डेटासेंटर</translation>
    </message>
    <message>
        <source>Workstation</source>
        <translation>वर्कस्टेशन</translation>
    </message>
    <message>
        <source>Consumer</source>
        <translation>कंज़्यूमर</translation>
    </message>
    <message>
        <source>Vendor:</source>
        <translation>विक्रेता:</translation>
    </message>
    <message>
        <source>Per-second b&amp;illing</source>
        <translation>प्रति-सेकंड बिलिंग (&amp;I)</translation>
    </message>
    <message>
        <source>Spot a&amp;vailable</source>
        <translation>स्पॉट उपलब्ध (&amp;V)</translation>
    </message>
    <message>
        <source>C&amp;ompare…</source>
        <translation>तुलना करें… (&amp;O)</translation>
    </message>
    <message>
        <source>Select 2 to 4 offers to compare them side by side</source>
        <translation>साथ-साथ तुलना के लिए 2 से 4 ऑफ़र चुनें</translation>
    </message>
    <message>
        <source>%1 of %2 offers shown</source>
        <translation>%2 में से %1 ऑफ़र दिखाए गए</translation>
    </message>
    <message>
        <source>Edit this offer&apos;s price in the catalog…</source>
        <translation>कैटलॉग में इस ऑफ़र की कीमत संपादित करें…</translation>
    </message>
    <message>
        <source>Export training config for this offer…</source>
        <translation>इस ऑफ़र के लिए ट्रेनिंग कॉन्फ़िग निर्यात करें…</translation>
    </message>
    <message>
        <source>Use this offer&apos;s setting for the job</source>
        <translation>इस ऑफ़र की सेटिंग जॉब के लिए इस्तेमाल करें</translation>
    </message>
    <message>
        <source>The order of the table; the scatter above it shows every offer that fits by cost and time</source>
        <translation>तालिका का क्रम; उसके ऊपर का बिंदु-चित्र हर समा जाने वाले ऑफ़र को लागत और समय से दिखाता है</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <source>Offer %1</source>
        <translation>ऑफ़र %1</translation>
    </message>
    <message>
        <source>%1 is no longer in the catalog; it is left out.</source>
        <translation>%1 अब कैटलॉग में नहीं है; इसे छोड़ दिया गया है।</translation>
    </message>
    <message>
        <source>%1 no longer fits this job; its Fits row says why.</source>
        <translation>%1 अब इस जॉब के लिए नहीं समाता; इसकी «समाता है» पंक्ति कारण बताती है।</translation>
    </message>
    <message>
        <source>Fits onl&amp;y</source>
        <translation>केवल समाने वाले (&amp;Y)</translation>
    </message>
    <message>
        <source>Class:</source>
        <translation>वर्ग:</translation>
    </message>
    <message>
        <source>Persistent storage</source>
        <translation>स्थायी स्टोरेज</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::PriceUpdateDialog</name>
    <message>
        <source>Update prices</source>
        <translation>कीमतें अपडेट करें</translation>
    </message>
    <message>
        <source>%1 — %2 (%3)</source>
        <translation>%1 — %2 (%3)</translation>
    </message>
    <message>
        <source>Download and preview</source>
        <translation>डाउनलोड करें और पूर्वावलोकन देखें</translation>
    </message>
    <message>
        <source>Cancel download</source>
        <translation>डाउनलोड रद्द करें</translation>
    </message>
    <message>
        <source>never</source>
        <translation>कभी नहीं</translation>
    </message>
    <message>
        <source> days</source>
        <translation> दिन</translation>
    </message>
    <message>
        <source>Offer an update when the newest price is older than:</source>
        <translation>अपडेट का सुझाव दें जब सबसे नई कीमत इससे पुरानी हो:</translation>
    </message>
    <message>
        <source>Write the update</source>
        <translation>अपडेट लिखें</translation>
    </message>
    <message>
        <source>Downloading %1 (%2 of %3)…</source>
        <translation>%1 डाउनलोड हो रहा है (%3 में से %2)…</translation>
    </message>
    <message>
        <source>Download cancelled; nothing was changed.</source>
        <translation>डाउनलोड रद्द; कुछ भी नहीं बदला गया।</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 new, %2 removed, %3 price up, %4 price down, %5 unchanged, %6 where your price differs from the source; %7 source lines not read.</source>
        <translation>%1 नए, %2 हटाए गए, %3 की कीमत बढ़ी, %4 की कीमत घटी, %5 अपरिवर्तित, %6 जहाँ आपकी कीमत स्रोत से अलग है; %7 स्रोत पंक्तियाँ पढ़ी नहीं गईं।</translation>
    </message>
    <message>
        <source>Nothing can be written while a chosen source could not be read; uncheck it and download again:</source>
        <translation>जब तक कोई चुना गया स्रोत पढ़ा न जा सके, कुछ भी नहीं लिखा जा सकता; उसका चयन हटाएँ और फिर से डाउनलोड करें:</translation>
    </message>
    <message>
        <source>Nothing is written until you press Write the update; then all of it at once.</source>
        <translation>जब तक आप &apos;अपडेट लिखें&apos; नहीं दबाते, कुछ नहीं लिखा जाता; फिर सब कुछ एक साथ।</translation>
    </message>
    <message>
        <source>Nothing was written: %1</source>
        <translation>कुछ भी नहीं लिखा गया: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln offers with a doubtful price (marked) are held back: their old rows stay unless you tick Take it anyway.</source>
        <translation>
            <numerusform>संदिग्ध मूल्य वाले %Ln ऑफ़र (चिह्नित) रोके गए हैं: जब तक आप &apos;फिर भी स्वीकार करें&apos; पर टिक नहीं करते, उनकी पुरानी पंक्तियाँ बनी रहती हैं।</numerusform>
            <numerusform>संदिग्ध मूल्य वाले %Ln ऑफ़र (चिह्नित) रोके गए हैं: जब तक आप &apos;फिर भी स्वीकार करें&apos; पर टिक नहीं करते, उनकी पुरानी पंक्तियाँ बनी रहती हैं।</numerusform>
        </translation>
    </message>
    <message>
        <source>Tick the price lists to download, then press Download and preview: only then does Tunefit go online. It shows what would change and writes nothing until you confirm. Prices you edited or added are kept unless you take the source&apos;s value row by row.</source>
        <translation>डाउनलोड करने के लिए मूल्य सूचियों पर सही का निशान लगाएँ, फिर «डाउनलोड करें और पूर्वावलोकन देखें» दबाएँ: तभी Tunefit ऑनलाइन जाता है। यह दिखाता है कि क्या बदलेगा, और आपकी पुष्टि तक कुछ नहीं लिखता। आपकी संपादित या जोड़ी गई कीमतें बनी रहती हैं, जब तक आप पंक्ति-दर-पंक्ति स्रोत का मान न चुनें।</translation>
    </message>
    <message>
        <source>No price list could be downloaded: none of the chosen sources answered. Check the internet connection or the proxy settings and press Download and preview again, or enter prices by hand in Catalog ▸ Edit GPUs, providers and prices.</source>
        <translation>कोई मूल्य सूची डाउनलोड नहीं हो सकी: चुने गए स्रोतों में से किसी ने उत्तर नहीं दिया। इंटरनेट कनेक्शन या प्रॉक्सी सेटिंग जाँचें और फिर से «डाउनलोड करें और पूर्वावलोकन देखें» दबाएँ, या कैटलॉग ▸ GPU, प्रदाता और कीमतें संपादित करें में कीमतें स्वयं दर्ज करें।</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::PriceUpdateModel</name>
    <message>
        <source>spot %1</source>
        <translation>स्पॉट %1</translation>
    </message>
    <message>
        <source>Line %1 not read</source>
        <translation>पंक्ति %1 पढ़ी नहीं गई</translation>
    </message>
    <message>
        <source>Take the source&apos;s value instead of your own</source>
        <translation>अपने मान के बजाय स्रोत का मान लें</translation>
    </message>
    <message>
        <source>%1 %2 (%3 × %4)</source>
        <translation>%1 %2 (%3 × %4)</translation>
    </message>
    <message>
        <source>Take the source&apos;s value</source>
        <translation>स्रोत का मान लें</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>बदलाव</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>ऑफ़र</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>क्षेत्र</translation>
    </message>
    <message>
        <source>Old price (USD/h)</source>
        <translation>पुरानी कीमत (USD/घंटा)</translation>
    </message>
    <message>
        <source>New price (USD/h)</source>
        <translation>नई कीमत (USD/घंटा)</translation>
    </message>
    <message>
        <source>Your edit</source>
        <translation>आपका संपादन</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>स्रोत</translation>
    </message>
    <message>
        <source>The source&apos;s price is doubtful (%1): it is written only when you take it anyway</source>
        <translation>स्रोत का मूल्य संदिग्ध है (%1): यह तभी लिखा जाता है जब आप इसे फिर भी स्वीकार करें</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>change (doubt)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Take it anyway</source>
        <translation>फिर भी स्वीकार करें</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::RunsDialog</name>
    <message>
        <source>Browse…</source>
        <translation>चुनें…</translation>
    </message>
    <message>
        <source>Add a run</source>
        <translation>रन जोड़ें</translation>
    </message>
    <message>
        <source>The job in the window: %1</source>
        <translation>विंडो का जॉब: %1</translation>
    </message>
    <message>
        <source>A training config or Tunefit job file:</source>
        <translation>एक ट्रेनिंग कॉन्फ़िग या Tunefit जॉब फ़ाइल:</translation>
    </message>
    <message>
        <source>As the log names it</source>
        <translation>जैसा लॉग बताता है</translation>
    </message>
    <message>
        <source>As the log or the job says</source>
        <translation>जैसा लॉग या जॉब बताता है</translation>
    </message>
    <message>
        <source>Training log:</source>
        <translation>ट्रेनिंग लॉग:</translation>
    </message>
    <message>
        <source>Training log</source>
        <translation>ट्रेनिंग लॉग</translation>
    </message>
    <message>
        <source>Job it ran:</source>
        <translation>इसने कौन-सा जॉब चलाया:</translation>
    </message>
    <message>
        <source>Training config</source>
        <translation>ट्रेनिंग कॉन्फ़िग</translation>
    </message>
    <message>
        <source>GPU:</source>
        <translation>GPU:</translation>
    </message>
    <message>
        <source>GPUs:</source>
        <translation>GPU संख्या:</translation>
    </message>
    <message>
        <source>Your runs</source>
        <translation>आपके रन</translation>
    </message>
    <message>
        <source>Runs you measured (drop a training log here to add one):</source>
        <translation>आपके मापे गए रन (जोड़ने के लिए ट्रेनिंग लॉग यहाँ छोड़ें):</translation>
    </message>
    <message>
        <source>Calibrations kept (used by every estimate, plan and report of jobs they apply to):</source>
        <translation>रखे गए कैलिब्रेशन (जिन जॉब पर लागू हों, उनके हर अनुमान, प्लान और रिपोर्ट में उपयोग होते हैं):</translation>
    </message>
    <message>
        <source>Add run…</source>
        <translation>रन जोड़ें…</translation>
    </message>
    <message>
        <source>Remove run</source>
        <translation>रन हटाएँ</translation>
    </message>
    <message>
        <source>Keep as calibration</source>
        <translation>कैलिब्रेशन के रूप में रखें</translation>
    </message>
    <message>
        <source>with its memory difference</source>
        <translation>इसके मेमोरी अंतर के साथ</translation>
    </message>
    <message>
        <source>for every method on the GPU</source>
        <translation>GPU पर हर विधि के लिए</translation>
    </message>
    <message>
        <source>Remove calibration</source>
        <translation>कैलिब्रेशन हटाएँ</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>पूर्ववत करें</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>फिर से करें</translation>
    </message>
    <message>
        <source>Scales the predicted time of jobs of this kind on this GPU by the run&apos;s measured over predicted rate, and adds its memory difference when asked.</source>
        <translation>इस GPU पर इस तरह के जॉब के अनुमानित समय को रन की मापी गई और अनुमानित दर के अनुपात से बदलता है, और कहने पर इसका मेमोरी अंतर जोड़ता है।</translation>
    </message>
    <message>
        <source>No run yet: add one from its training log and the job it ran.</source>
        <translation>अभी कोई रन नहीं: उसके ट्रेनिंग लॉग और चलाए गए जॉब से एक जोड़ें।</translation>
    </message>
    <message>
        <source>Added run %1.</source>
        <translation>रन %1 जोड़ा गया।</translation>
    </message>
    <message>
        <source>Not kept: %1</source>
        <translation>नहीं रखा गया: %1</translation>
    </message>
    <message>
        <source>Kept for %1: %2</source>
        <translation>%1 के लिए रखा गया: %2</translation>
    </message>
    <message>
        <source>Removed run %1; calibrations kept from it stay until you remove them.</source>
        <translation>रन %1 हटाया गया; इससे रखे गए कैलिब्रेशन तब तक रहेंगे जब तक आप उन्हें न हटाएँ।</translation>
    </message>
    <message>
        <source>Removed the calibration of %1.</source>
        <translation>%1 का कैलिब्रेशन हटाया गया।</translation>
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
        <translation>रन</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>जोड़ा गया</translation>
    </message>
    <message>
        <source>What the log gave</source>
        <translation>लॉग ने क्या बताया</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::TeamCatalogDialog</name>
    <message>
        <source>Team catalog</source>
        <translation>टीम कैटलॉग</translation>
    </message>
    <message>
        <source>A team catalog is one price list on a PostgreSQL server that everyone on the team plans with and edits. The local catalog of this computer stays as it is.</source>
        <translation>टीम कैटलॉग PostgreSQL सर्वर पर एक ही मूल्य सूची है, जिससे टीम का हर सदस्य योजना बनाता है और जिसे संपादित करता है। इस कंप्यूटर का स्थानीय कैटलॉग जैसा है वैसा ही रहता है।</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>होस्ट (&amp;H):</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>पोर्ट (&amp;P):</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>डेटाबेस (&amp;D):</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>उपयोगकर्ता (&amp;U):</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>पासवर्ड (&amp;W):</translation>
    </message>
    <message>
        <source>from ~/.pgpass or the service file</source>
        <translation>~/.pgpass या सर्विस फ़ाइल से</translation>
    </message>
    <message>
        <source>The password is read from ~/.pgpass or your libpq service file. One typed here is used until Tunefit closes and is never saved.</source>
        <translation>पासवर्ड ~/.pgpass या आपकी libpq सर्विस फ़ाइल से पढ़ा जाता है। यहाँ टाइप किया गया पासवर्ड Tunefit बंद होने तक ही उपयोग होता है और कभी सहेजा नहीं जाता।</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>कनेक्ट करें (&amp;C)</translation>
    </message>
    <message>
        <source>Use &amp;local catalog</source>
        <translation>स्थानीय कैटलॉग उपयोग करें (&amp;L)</translation>
    </message>
    <message>
        <source>Enter the server&apos;s host name or address, for example db.example.com.</source>
        <translation>सर्वर का होस्ट नाम या पता दर्ज करें, जैसे db.example.com।</translation>
    </message>
    <message>
        <source>A host name has only letters, digits, dots and hyphens; an address is written like 192.0.2.7 or 2001:db8::7.</source>
        <translation>होस्ट नाम में केवल अक्षर, अंक, बिंदु और हाइफ़न होते हैं; पता 192.0.2.7 या 2001:db8::7 की तरह लिखा जाता है।</translation>
    </message>
    <message>
        <source>The port is a whole number from 1 to 65535 (empty: PostgreSQL&apos;s usual %1).</source>
        <translation>पोर्ट 1 से 65535 तक की पूर्ण संख्या है (खाली: PostgreSQL का सामान्य %1)।</translation>
    </message>
    <message>
        <source>Enter the database that holds the team catalog.</source>
        <translation>वह डेटाबेस दर्ज करें जिसमें टीम कैटलॉग है।</translation>
    </message>
    <message>
        <source>Enter the database role to connect as.</source>
        <translation>वह डेटाबेस रोल दर्ज करें जिससे कनेक्ट करना है।</translation>
    </message>
    <message>
        <source>PostgreSQL names are at most %1 bytes long.</source>
        <translation>PostgreSQL नाम अधिकतम %1 बाइट लंबे होते हैं।</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::WhatIfChart</name>
    <message>
        <source>Sequence length</source>
        <translation>सीक्वेंस लंबाई</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>माइक्रो-बैच</translation>
    </message>
    <message>
        <source>&amp;Vary:</source>
        <translation>बदलें (&amp;V):</translation>
    </message>
    <message>
        <source>Longest sequence that fits on %1: %2 tokens</source>
        <translation>%1 पर समाने वाला सबसे लंबा सीक्वेंस: %2 टोकन</translation>
    </message>
    <message>
        <source>No sequence length fits on %1</source>
        <translation>%1 पर कोई भी सीक्वेंस लंबाई नहीं समाती</translation>
    </message>
    <message>
        <source>Largest micro-batch that fits on %1: %2</source>
        <translation>%1 पर समाने वाला सबसे बड़ा माइक्रो-बैच: %2</translation>
    </message>
    <message>
        <source>No micro-batch fits on %1</source>
        <translation>%1 पर कोई भी माइक्रो-बैच नहीं समाता</translation>
    </message>
    <message>
        <source>Peak per GPU</source>
        <translation>प्रति GPU शिखर</translation>
    </message>
    <message>
        <source>Current setting</source>
        <translation>मौजूदा सेटिंग</translation>
    </message>
    <message>
        <source>Sequence length (tokens)</source>
        <translation>सीक्वेंस लंबाई (टोकन)</translation>
    </message>
    <message>
        <source>Micro-batch (sequences)</source>
        <translation>माइक्रो-बैच (सीक्वेंस)</translation>
    </message>
    <message>
        <source>GiB per GPU</source>
        <translation>प्रति GPU GiB</translation>
    </message>
    <message>
        <source>Compare &amp;with:</source>
        <translation>इनसे तुलना करें (&amp;W):</translation>
    </message>
    <message>
        <source>GPUs whose capacity is drawn beside the job&apos;s own GPU</source>
        <translation>वे GPU जिनकी क्षमता जॉब के अपने GPU के साथ दिखाई जाती है</translation>
    </message>
    <message>
        <source>Does not fit, not even at 1 token</source>
        <translation>नहीं समाता, 1 टोकन पर भी नहीं</translation>
    </message>
    <message>
        <source>Does not fit, not even at micro-batch 1</source>
        <translation>नहीं समाता, माइक्रो-बैच 1 पर भी नहीं</translation>
    </message>
    <message>
        <source>%1 tokens or more</source>
        <translation>%1 टोकन या अधिक</translation>
    </message>
    <message>
        <source>%1 or more</source>
        <translation>%1 या अधिक</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 टोकन</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>क्षमता</translation>
    </message>
    <message>
        <source>Longest sequence that fits</source>
        <translation>समाने वाली सबसे लंबी सीक्वेंस</translation>
    </message>
    <message>
        <source>Largest micro-batch that fits</source>
        <translation>समाने वाला सबसे बड़ा माइक्रो-बैच</translation>
    </message>
    <message>
        <source>%1 (this job)</source>
        <translation>%1 (यह जॉब)</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1 usable (%2 of %3 GiB)</source>
        <translation>%1 उपयोग योग्य (%3 GiB में से %2)</translation>
    </message>
</context>
</TS>
