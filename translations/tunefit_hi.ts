<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hi_IN">
<context>
    <name>ReportRenderer</name>
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
        <source>CPU offload</source>
        <translation>CPU ऑफ़लोड</translation>
    </message>
    <message>
        <source>storage</source>
        <translation>स्टोरेज</translation>
    </message>
    <message>
        <source>egress</source>
        <translation>ईग्रेस (डेटा बाहर भेजना)</translation>
    </message>
    <message>
        <source>Some GPUs have no BF16: they run FP16 with loss scaling.</source>
        <translation>कुछ GPU में BF16 नहीं है: वे लॉस स्केलिंग के साथ FP16 चलाते हैं।</translation>
    </message>
    <message>
        <source>No bitsandbytes 4-bit kernels for some GPU vendors.</source>
        <translation>कुछ GPU निर्माताओं के लिए bitsandbytes 4-बिट कर्नेल नहीं हैं।</translation>
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
        <source>GPU not in the catalog</source>
        <translation>GPU कैटलॉग में नहीं है</translation>
    </message>
    <message>
        <source>provider not in the catalog</source>
        <translation>प्रदाता कैटलॉग में नहीं है</translation>
    </message>
    <message>
        <source>no on-demand price</source>
        <translation>ऑन-डिमांड कीमत नहीं है</translation>
    </message>
    <message>
        <source>does not fit, even sharded with offload</source>
        <translation>शार्डिंग और ऑफ़लोड के साथ भी नहीं समाता</translation>
    </message>
    <message>
        <source>needs several instances, but the provider has no multi-node network</source>
        <translation>कई इंस्टेंस चाहिए, पर प्रदाता के पास मल्टी-नोड नेटवर्क नहीं है</translation>
    </message>
    <message>
        <source>no throughput figures for this GPU</source>
        <translation>इस GPU के लिए थ्रूपुट आँकड़े नहीं हैं</translation>
    </message>
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
        <source>%1 optimizer steps</source>
        <translation>%1 ऑप्टिमाइज़र चरण</translation>
    </message>
    <message>
        <source>%1 tokens × %2 epochs = %3</source>
        <translation>%1 टोकन × %2 एपॉक = %3</translation>
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
        <source>Memory (GB)</source>
        <translation>मेमोरी (GB)</translation>
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
        <source>%1 is recommended: %2 USD in %3 hours. It fits with %4 GiB free per GPU (%5 %); the largest memory item is %6 (%7 GiB); %8 is %9 % of the cost; the step is limited by %10.</source>
        <translation>%1 की सिफ़ारिश की जाती है: %3 घंटे में %2 USD। यह प्रति GPU %4 GiB खाली जगह (%5 %) के साथ समाता है; सबसे बड़ा मेमोरी हिस्सा %6 (%7 GiB) है; लागत का %9 % %8 है; चरण की सीमा %10 है।</translation>
    </message>
    <message>
        <source>Cheaper per hour, but passed over:</source>
        <translation>प्रति घंटा सस्ते, पर छोड़े गए:</translation>
    </message>
    <message>
        <source>misses the deadline</source>
        <translation>समय-सीमा चूकता है</translation>
    </message>
    <message>
        <source>over budget</source>
        <translation>बजट से अधिक</translation>
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
        <source>Memory estimate error band: %1 % to +%2 % (docs/estimation.md).</source>
        <translation>मेमोरी अनुमान का त्रुटि दायरा: %1 % से +%2 % (docs/estimation.md)।</translation>
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
</context>
<context>
    <name>tunefit::ui::ComparisonDialog</name>
    <message>
        <source>No offer fits this job.</source>
        <translation>इस जॉब के लिए कोई ऑफ़र नहीं समाता।</translation>
    </message>
    <message>
        <source>%1 %2 is first for the chosen order.</source>
        <translation>चुने गए क्रम में %1 %2 पहले स्थान पर है।</translation>
    </message>
    <message>
        <source>It fits with %1 GiB free per GPU (%2 %).</source>
        <translation>यह प्रति GPU %1 GiB खाली जगह (%2 %) के साथ समाता है।</translation>
    </message>
    <message>
        <source>The largest memory item is %1 (%2 GiB).</source>
        <translation>मेमोरी का सबसे बड़ा हिस्सा %1 (%2 GiB) है।</translation>
    </message>
    <message>
        <source>It trains %1 tokens per second, limited by %2.</source>
        <translation>यह प्रति सेकंड %1 टोकन प्रशिक्षित करता है, सीमा: %2।</translation>
    </message>
    <message>
        <source>%1 %2 (%3) is cheaper per GPU-hour but passed over: %4</source>
        <translation>%1 %2 (%3) प्रति GPU-घंटा सस्ता है, पर चुना नहीं गया: %4</translation>
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
        <source>The largest part of the cost is %1 (%2 %).</source>
        <translation>लागत का सबसे बड़ा हिस्सा %1 है (%2 %)।</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::FitOverviewModel</name>
    <message>
        <source>none</source>
        <translation>कोई नहीं</translation>
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
        <source>Fits on one</source>
        <translation>एक पर समा जाता है</translation>
    </message>
    <message>
        <source>Does not fit on 64</source>
        <translation>64 पर भी नहीं समाता</translation>
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
        <source>Sharding</source>
        <translation>शार्डिंग</translation>
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
</context>
<context>
    <name>tunefit::ui::Format</name>
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
        <source>One block's working set, gathered shards and dequantization scratch</source>
        <translation>एक ब्लॉक का वर्किंग सेट, एकत्र किए गए शार्ड और डीक्वांटाइज़ेशन के लिए अस्थायी मेमोरी</translation>
    </message>
    <message>
        <source>One block's backward working set, gathered shards, unsharded gradients and reduce buffers</source>
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
        <source>Cannot estimate: %1 is out of range (%2).</source>
        <translation>अनुमान संभव नहीं: %1 सीमा से बाहर है (%2)।</translation>
    </message>
    <message>
        <source>Cannot estimate: choose at least one value for %1.</source>
        <translation>अनुमान संभव नहीं: %1 के लिए कम से कम एक मान चुनें।</translation>
    </message>
    <message>
        <source>Cannot estimate: several GPUs need a sharding strategy (DDP, ZeRO or FSDP).</source>
        <translation>अनुमान संभव नहीं: कई GPU के लिए शार्डिंग रणनीति (DDP, ZeRO या FSDP) ज़रूरी है।</translation>
    </message>
    <message>
        <source>Cannot estimate: %1 %2 %3</source>
        <translation>अनुमान संभव नहीं: %1 %2 %3</translation>
    </message>
    <message>
        <source>Fits: %1 of %2 GiB (%3 GiB free)</source>
        <translation>समा जाता है: %2 GiB में से %1 (%3 GiB खाली)</translation>
    </message>
    <message>
        <source>Does not fit: needs %1 GiB, has %2</source>
        <translation>नहीं समाता: %1 GiB चाहिए, उपलब्ध %2</translation>
    </message>
</context>
<context>
    <name>tunefit::ui::JobPanel</name>
    <message>
        <source>Type to search models</source>
        <translation>मॉडल खोजने के लिए टाइप करें</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>मॉडल</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>मॉडल (&amp;M):</translation>
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
        <source>Method</source>
        <translation>विधि</translation>
    </message>
    <message>
        <source>M&amp;ethod:</source>
        <translation>विधि (&amp;E):</translation>
    </message>
    <message>
        <source>&amp;Rank:</source>
        <translation>रैंक (&amp;R):</translation>
    </message>
    <message>
        <source>&amp;Alpha:</source>
        <translation>अल्फ़ा (&amp;A):</translation>
    </message>
    <message>
        <source>&amp;Dropout:</source>
        <translation>ड्रॉपआउट (&amp;D):</translation>
    </message>
    <message>
        <source>Targets:</source>
        <translation>लक्ष्य मॉड्यूल:</translation>
    </message>
    <message>
        <source>&amp;Quantization:</source>
        <translation>क्वांटाइज़ेशन (&amp;Q):</translation>
    </message>
    <message>
        <source>&amp;Virtual tokens:</source>
        <translation>वर्चुअल टोकन (&amp;V):</translation>
    </message>
    <message>
        <source>&amp;Bottleneck width:</source>
        <translation>बॉटलनेक चौड़ाई (&amp;B):</translation>
    </message>
    <message>
        <source>Trained &amp;last layers:</source>
        <translation>प्रशिक्षित अंतिम लेयर (&amp;L):</translation>
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
        <translation>मिश्रित bf16 (fp32 मास्टर वेट)</translation>
    </message>
    <message>
        <source>Mixed fp16 (fp32 master weights)</source>
        <translation>मिश्रित fp16 (fp32 मास्टर वेट)</translation>
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
        <source>Training</source>
        <translation>प्रशिक्षण</translation>
    </message>
    <message>
        <source>&amp;Precision:</source>
        <translation>प्रिसिज़न (&amp;P):</translation>
    </message>
    <message>
        <source>&amp;Optimizer:</source>
        <translation>ऑप्टिमाइज़र (&amp;O):</translation>
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
        <source>&amp;Gradient accumulation:</source>
        <translation>ग्रेडिएंट संचय (&amp;G):</translation>
    </message>
    <message>
        <source>&amp;Checkpointing:</source>
        <translation>चेकपॉइंटिंग (&amp;C):</translation>
    </message>
    <message>
        <source>A&amp;ttention:</source>
        <translation>अटेंशन (&amp;T):</translation>
    </message>
    <message>
        <source>Lo&amp;ss:</source>
        <translation>लॉस (&amp;S):</translation>
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
        <source>Hardware</source>
        <translation>हार्डवेयर</translation>
    </message>
    <message>
        <source>G&amp;PU:</source>
        <translation>GPU (&amp;P):</translation>
    </message>
    <message>
        <source>GPU &amp;count:</source>
        <translation>GPU संख्या (&amp;C):</translation>
    </message>
    <message>
        <source>S&amp;harding:</source>
        <translation>शार्डिंग (&amp;H):</translation>
    </message>
    <message>
        <source>O&amp;ffload:</source>
        <translation>ऑफ़लोड (&amp;K):</translation>
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
        <source>Training &amp;tokens:</source>
        <translation>प्रशिक्षण टोकन (&amp;T):</translation>
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
        <source>&amp;Epochs:</source>
        <translation>Epoch (&amp;E):</translation>
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
        <source>B&amp;udget:</source>
        <translation>बजट (&amp;U):</translation>
    </message>
    <message>
        <source>$</source>
        <comment>US dollars before the amount</comment>
        <translation>$</translation>
    </message>
    <message>
        <source>Allow &amp;spot capacity</source>
        <translation>स्पॉट क्षमता की अनुमति दें (&amp;S)</translation>
    </message>
    <message>
        <source>Use spot (interruptible) prices where their expected cost, restarts included, is lower</source>
        <translation>जहाँ अपेक्षित लागत (रीस्टार्ट सहित) कम हो, वहाँ स्पॉट (बाधित हो सकने वाली) कीमतें इस्तेमाल करें</translation>
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
        <source>&amp;Memory</source>
        <translation>मेमोरी (&amp;M)</translation>
    </message>
    <message>
        <source>&amp;What if</source>
        <translation>क्या होगा अगर (&amp;W)</translation>
    </message>
    <message>
        <source>&amp;GPUs</source>
        <translation>GPU (&amp;G)</translation>
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
        <source>%1 could not be read as a Hugging Face config.json: %2 %3</source>
        <translation>%1 को Hugging Face config.json के रूप में पढ़ा नहीं जा सका: %2 %3</translation>
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
        <source>O&amp;ffers</source>
        <translation>ऑफ़र (&amp;N)</translation>
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
        <source>%1 lacks the entry “%2”.</source>
        <translation>%1 में प्रविष्टि “%2” नहीं है।</translation>
    </message>
    <message>
        <source>In %1 the entry “%2” should be of type %3.</source>
        <translation>%1 में प्रविष्टि “%2” का प्रकार %3 होना चाहिए।</translation>
    </message>
    <message>
        <source>In %1 the entry “%2” has an unknown value “%3”.</source>
        <translation>%1 में प्रविष्टि “%2” का मान “%3” अज्ञात है।</translation>
    </message>
    <message>
        <source>%1 names the model preset “%2”, which this version does not know.</source>
        <translation>%1 मॉडल प्रीसेट “%2” का नाम लेती है, जिसे यह संस्करण नहीं जानता।</translation>
    </message>
    <message>
        <source>%1 could not be read as a job file: %2 %3 %4</source>
        <translation>%1 को जॉब फ़ाइल के रूप में पढ़ा नहीं जा सका: %2 %3 %4</translation>
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
        <source>prices as of %1</source>
        <translation>कीमतें %1 तक की</translation>
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
</context>
<context>
    <name>tunefit::ui::OffersModel</name>
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
        <source>bitsandbytes has no 4-bit kernels for this vendor.</source>
        <translation>bitsandbytes में इस विक्रेता के लिए 4-बिट कर्नेल नहीं हैं।</translation>
    </message>
    <message>
        <source>Sharded training over PCIe-only links: communication slows every step.</source>
        <translation>केवल PCIe लिंक पर शार्डेड प्रशिक्षण: संचार हर स्टेप को धीमा करता है।</translation>
    </message>
    <message>
        <source>Consumer GPUs without a fast interconnect in a multi-GPU plan.</source>
        <translation>मल्टी-GPU योजना में तेज़ इंटरकनेक्ट के बिना कंज़्यूमर GPU।</translation>
    </message>
    <message>
        <source>The price is older than 90 days; check the provider's page.</source>
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
        <source>The planner's ranking for the chosen order</source>
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
</context>
<context>
    <name>tunefit::ui::OffersView</name>
    <message>
        <source>Filter by provider, instance, GPU or region</source>
        <translation>प्रदाता, इंस्टेंस, GPU या क्षेत्र से छाँटें</translation>
    </message>
    <message>
        <source>&amp;Order:</source>
        <translation>क्रम (&amp;O):</translation>
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
        <source>Cheapest within the deadline</source>
        <translation>समय-सीमा में सबसे सस्ता</translation>
    </message>
    <message>
        <source>Fastest within the budget</source>
        <translation>बजट में सबसे तेज़</translation>
    </message>
    <message>
        <source>&amp;Fits only</source>
        <translation>केवल समाने वाले (&amp;Y)</translation>
    </message>
    <message>
        <source>C&amp;lass:</source>
        <translation>वर्ग (&amp;L):</translation>
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
        <source>&amp;Vendor:</source>
        <translation>विक्रेता (&amp;V):</translation>
    </message>
    <message>
        <source>Per-second &amp;billing</source>
        <translation>प्रति-सेकंड बिलिंग (&amp;B)</translation>
    </message>
    <message>
        <source>S&amp;pot available</source>
        <translation>स्पॉट उपलब्ध (&amp;P)</translation>
    </message>
    <message>
        <source>Persistent &amp;storage</source>
        <translation>स्थायी स्टोरेज (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Compare…</source>
        <translation>तुलना करें… (&amp;C)</translation>
    </message>
    <message>
        <source>Select 2 to 4 offers to compare them side by side</source>
        <translation>साथ-साथ तुलना के लिए 2 से 4 ऑफ़र चुनें</translation>
    </message>
    <message>
        <source>%1 of %2 offers shown</source>
        <translation>%2 में से %1 ऑफ़र दिखाए गए</translation>
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
        <source>%1 capacity (%2 GiB)</source>
        <translation>%1 क्षमता (%2 GiB)</translation>
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
</context>
</TS>
