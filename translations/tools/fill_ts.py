#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Fills translations/tunefit_<lang>.ts from the phrase tables below after lupdate has refreshed the sources.

Usage: python3 translations/tools/fill_ts.py   (run from the repository root, after `update_translations`).
A source without an entry here stays unfinished, and tests/ui/TranslationFilesTest fails until it is added.
The tables are the translators' working copy; the .ts files are what the build and the tests read.
"""
import re
import sys
import xml.etree.ElementTree as ET

SAME = [  # kept as-is in every language (see translations/glossary.md)
    "LoRA", "DoRA", "AdaLoRA", "VeRA", "LoHa", "LoKr", "OFT", "BOFT", "IA³", "P-tuning", "LLaMA-Adapter",
    "LLaMA-Adapter V2", "q", "k", "v", "o", "gate", "up", "down", "NF4", "FP4", "bf16", "fp16", "fp32", "AdamW",
    "Adafactor", "Lion", "FlashAttention", "PyTorch SDPA", "DDP", "ZeRO-1", "ZeRO-2", "ZeRO-3", "GPU", "GiB",
    "Tunefit",
]

HI = {
    "%1: %2 GiB\n%3": "%1: %2 GiB\n%3",
    "GiB per GPU": "प्रति GPU GiB",
    "Peak": "शिखर",
    "Capacity %1 GiB": "क्षमता %1 GiB",
    "Component": "घटक",
    "Share %": "हिस्सा %",
    "Basis": "आधार",
    "Per GPU on %Ln × %1. Allocated by PyTorch %2 GiB, reserved %3 GiB, whole device (nvidia-smi) %4 GiB; expected within %5 % to +%6 %.":
        "%Ln × %1 पर प्रति GPU। PyTorch द्वारा आवंटित %2 GiB, आरक्षित %3 GiB, पूरा डिवाइस (nvidia-smi) %4 GiB; अनुमानित दायरा %5 % से +%6 % तक।",
    "none": "कोई नहीं",
    "FSDP full shard": "FSDP पूर्ण शार्ड",
    "FSDP grad/optimizer": "FSDP ग्रेडिएंट/ऑप्टिमाइज़र",
    "FSDP hybrid": "FSDP हाइब्रिड",
    "Fits on one": "एक पर समा जाता है",
    "Needs %Ln GPUs": "%Ln GPU चाहिए",
    "Does not fit on 64": "64 पर भी नहीं समाता",
    "Memory (GiB)": "मेमोरी (GiB)",
    "Fit": "समाता है?",
    "GPUs": "GPU संख्या",
    "Sharding": "शार्डिंग",
    "Headroom per GPU (GiB)": "प्रति GPU खाली जगह (GiB)",
    "%1 B": "%1 अरब",
    "%1 M": "%1 मिलियन",
    "%1 K": "%1 हज़ार",
    "Frozen weights": "स्थिर (फ़्रोज़न) वेट",
    "Trainable weights": "प्रशिक्षणीय वेट",
    "Gradients": "ग्रेडिएंट",
    "Optimizer state": "ऑप्टिमाइज़र स्टेट",
    "Activations": "एक्टिवेशन",
    "Logits": "लॉजिट",
    "Buffers": "बफ़र",
    "CUDA context": "CUDA कॉन्टेक्स्ट",
    "Allocator reserve": "एलोकेटर रिज़र्व",
    "Frozen parameters at their storage width (4-bit linears at their quantized size), divided over the shards":
        "स्थिर पैरामीटर अपनी भंडारण चौड़ाई पर (4-बिट लीनियर अपने क्वांटाइज़्ड आकार पर), शार्डों में बँटे हुए",
    "Trained parameters in their data type, divided over the shards":
        "प्रशिक्षित पैरामीटर अपने डेटा टाइप में, शार्डों में बँटे हुए",
    "Optimizer moments and fp32 master copies, divided over the shards":
        "ऑप्टिमाइज़र मोमेंट और fp32 मास्टर प्रतियाँ, शार्डों में बँटी हुई",
    "Gradients still alive at the end of the forward pass (accumulation, lm_head)":
        "फ़ॉरवर्ड पास के अंत में भी मौजूद ग्रेडिएंट (संचय, lm_head)",
    "Gradients of all trained parameters, divided over the shards":
        "सभी प्रशिक्षित पैरामीटरों के ग्रेडिएंट, शार्डों में बँटे हुए",
    "Activations saved for the backward pass": "बैकवर्ड पास के लिए सहेजे गए एक्टिवेशन",
    "Logits and loss tensors at the start of the backward pass": "बैकवर्ड पास की शुरुआत में लॉजिट और लॉस टेंसर",
    "Freed by the end of the backward pass": "बैकवर्ड पास के अंत तक मुक्त",
    "Freed before the optimizer step": "ऑप्टिमाइज़र स्टेप से पहले मुक्त",
    "One block's working set, gathered shards and dequantization scratch":
        "एक ब्लॉक का वर्किंग सेट, एकत्र किए गए शार्ड और डीक्वांटाइज़ेशन के लिए अस्थायी मेमोरी",
    "One block's backward working set, gathered shards, unsharded gradients and reduce buffers":
        "एक ब्लॉक का बैकवर्ड वर्किंग सेट, एकत्र किए गए शार्ड, बिना शार्ड के ग्रेडिएंट और रिड्यूस बफ़र",
    "Scratch memory of the optimizer step": "ऑप्टिमाइज़र स्टेप की अस्थायी मेमोरी",
    "Blocks the PyTorch allocator keeps cached: a share of the transient memory":
        "PyTorch एलोकेटर द्वारा कैश में रखे गए ब्लॉक: अस्थायी मेमोरी का एक हिस्सा",
    "CUDA context, library workspaces and kernels": "CUDA कॉन्टेक्स्ट, लाइब्रेरी वर्कस्पेस और कर्नेल",
    "Cannot estimate: %1 is out of range (%2).": "अनुमान संभव नहीं: %1 सीमा से बाहर है (%2)।",
    "Cannot estimate: choose at least one value for %1.": "अनुमान संभव नहीं: %1 के लिए कम से कम एक मान चुनें।",
    "Cannot estimate: several GPUs need a sharding strategy (DDP, ZeRO or FSDP).":
        "अनुमान संभव नहीं: कई GPU के लिए शार्डिंग रणनीति (DDP, ZeRO या FSDP) ज़रूरी है।",
    "Cannot estimate: %1 %2 %3": "अनुमान संभव नहीं: %1 %2 %3",
    "Fits: %1 of %2 GiB (%3 GiB free)": "समा जाता है: %2 GiB में से %1 (%3 GiB खाली)",
    "Does not fit: needs %1 GiB, has %2": "नहीं समाता: %1 GiB चाहिए, उपलब्ध %2",
    "Type to search models": "मॉडल खोजने के लिए टाइप करें",
    "Model": "मॉडल",
    "&Model:": "&मॉडल:",
    "Full fine-tuning": "पूर्ण फ़ाइन-ट्यूनिंग",
    "QLoRA (4-bit base)": "QLoRA (4-बिट बेस)",
    "Prefix tuning": "प्रीफ़िक्स ट्यूनिंग",
    "Prompt tuning": "प्रॉम्प्ट ट्यूनिंग",
    "Bottleneck adapter": "बॉटलनेक एडैप्टर",
    "LayerNorm tuning": "LayerNorm ट्यूनिंग",
    "Freeze all but the last N layers": "अंतिम N लेयर छोड़कर सब स्थिर करें",
    "NF4, double quantization": "NF4, डबल क्वांटाइज़ेशन",
    "FP4, double quantization": "FP4, डबल क्वांटाइज़ेशन",
    "Method": "विधि",
    "M&ethod:": "&विधि:",
    "&Rank:": "&रैंक:",
    "&Alpha:": "&अल्फ़ा:",
    "&Dropout:": "&ड्रॉपआउट:",
    "Targets:": "लक्ष्य मॉड्यूल:",
    "&Quantization:": "&क्वांटाइज़ेशन:",
    "&Virtual tokens:": "&वर्चुअल टोकन:",
    "&Bottleneck width:": "&बॉटलनेक चौड़ाई:",
    "Trained &last layers:": "प्रशिक्षित &अंतिम लेयर:",
    "Mixed bf16 (fp32 master weights)": "मिश्रित bf16 (fp32 मास्टर वेट)",
    "Mixed fp16 (fp32 master weights)": "मिश्रित fp16 (fp32 मास्टर वेट)",
    "AdamW 8-bit": "AdamW 8-बिट",
    "Paged AdamW 32-bit": "पेज्ड AdamW 32-बिट",
    "Paged AdamW 8-bit": "पेज्ड AdamW 8-बिट",
    "AdamW fused into backward": "बैकवर्ड में फ़्यूज़्ड AdamW",
    "SGD with momentum": "मोमेंटम के साथ SGD",
    "Off": "बंद",
    "Full (every block)": "पूर्ण (हर ब्लॉक)",
    "Selective": "चयनात्मक",
    "Offload to CPU": "CPU पर ऑफ़लोड",
    "Eager (stores scores)": "Eager (स्कोर सहेजता है)",
    "Standard cross-entropy": "मानक क्रॉस-एन्ट्रॉपी",
    "Chunked cross-entropy": "खंडों में क्रॉस-एन्ट्रॉपी",
    "Fused linear cross-entropy": "फ़्यूज़्ड लीनियर क्रॉस-एन्ट्रॉपी",
    "Training": "प्रशिक्षण",
    "&Precision:": "&प्रिसिज़न:",
    "&Optimizer:": "&ऑप्टिमाइज़र:",
    "Micro-&batch:": "&माइक्रो-बैच:",
    "&Sequence length:": "&सीक्वेंस लंबाई:",
    "&Gradient accumulation:": "&ग्रेडिएंट संचय:",
    "&Checkpointing:": "&चेकपॉइंटिंग:",
    "A&ttention:": "&अटेंशन:",
    "Lo&ss:": "&लॉस:",
    "None (one GPU)": "कोई नहीं (एक GPU)",
    "DDP (full copy per GPU)": "DDP (हर GPU पर पूरी प्रति)",
    "ZeRO-1 (optimizer)": "ZeRO-1 (ऑप्टिमाइज़र)",
    "ZeRO-2 (+ gradients)": "ZeRO-2 (+ ग्रेडिएंट)",
    "ZeRO-3 (+ weights)": "ZeRO-3 (+ वेट)",
    "FSDP shard grad/optimizer": "FSDP ग्रेडिएंट/ऑप्टिमाइज़र शार्ड",
    "FSDP hybrid shard": "FSDP हाइब्रिड शार्ड",
    "None": "कोई नहीं",
    "Optimizer state to CPU": "ऑप्टिमाइज़र स्टेट CPU पर",
    "Weights and optimizer to CPU": "वेट और ऑप्टिमाइज़र CPU पर",
    "Hardware": "हार्डवेयर",
    "G&PU:": "&GPU:",
    "GPU &count:": "GPU &संख्या:",
    "S&harding:": "&शार्डिंग:",
    "O&ffload:": "&ऑफ़लोड:",
    "Imported model %1": "आयातित मॉडल %1",
    "Open Hugging Face config": "Hugging Face कॉन्फ़िग खोलें",
    "Model config (*.json);;All files (*)": "मॉडल कॉन्फ़िग (*.json);;सभी फ़ाइलें (*)",
    "About Tunefit": "Tunefit के बारे में",
    "<h3>Tunefit %1</h3><p>Estimates the GPU memory of fine-tuning jobs.</p><p>Built with Qt %2 (running on Qt %3).</p><p>License: GPL-3.0-or-later.</p>":
        "<h3>Tunefit %1</h3><p>फ़ाइन-ट्यूनिंग कार्यों की GPU मेमोरी का अनुमान लगाता है।</p><p>Qt %2 के साथ बना (Qt %3 पर चल रहा है)।</p><p>लाइसेंस: GPL-3.0-or-later।</p>",
    "&Memory": "&मेमोरी",
    "&What if": "&क्या होगा अगर",
    "&GPUs": "&GPU",
    "&File": "&फ़ाइल",
    "&Open config.json…": "config.json &खोलें…",
    "&Quit": "&बाहर निकलें",
    "&Language": "&भाषा",
    "&Help": "&सहायता",
    "&About Tunefit": "Tunefit के &बारे में",
    "About &Qt": "&Qt के बारे में",
    "Cannot read config": "कॉन्फ़िग पढ़ा नहीं जा सका",
    "%1 could not be read as a Hugging Face config.json: %2 %3":
        "%1 को Hugging Face config.json के रूप में पढ़ा नहीं जा सका: %2 %3",
    "Imported %1": "%1 आयात किया गया",
    "%1 parameters, %2 trainable": "%1 पैरामीटर, %2 प्रशिक्षणीय",
    "Sequence length": "सीक्वेंस लंबाई",
    "Micro-batch": "माइक्रो-बैच",
    "&Vary:": "&बदलें:",
    "Longest sequence that fits on %1: %2 tokens": "%1 पर समाने वाला सबसे लंबा सीक्वेंस: %2 टोकन",
    "No sequence length fits on %1": "%1 पर कोई भी सीक्वेंस लंबाई नहीं समाती",
    "Largest micro-batch that fits on %1: %2": "%1 पर समाने वाला सबसे बड़ा माइक्रो-बैच: %2",
    "No micro-batch fits on %1": "%1 पर कोई भी माइक्रो-बैच नहीं समाता",
    "Peak per GPU": "प्रति GPU शिखर",
    "Current setting": "मौजूदा सेटिंग",
    "%1 capacity (%2 GiB)": "%1 क्षमता (%2 GiB)",
    "Sequence length (tokens)": "सीक्वेंस लंबाई (टोकन)",
    "Micro-batch (sequences)": "माइक्रो-बैच (सीक्वेंस)",
}

TR = {
    "%1: %2 GiB\n%3": "%1: %2 GiB\n%3",
    "GiB per GPU": "GPU başına GiB",
    "Peak": "Tepe",
    "Capacity %1 GiB": "Kapasite %1 GiB",
    "Component": "Bileşen",
    "Share %": "Pay %",
    "Basis": "Dayanak",
    "Per GPU on %Ln × %1. Allocated by PyTorch %2 GiB, reserved %3 GiB, whole device (nvidia-smi) %4 GiB; expected within %5 % to +%6 %.":
        "%Ln × %1 üzerinde GPU başına. PyTorch'un ayırdığı %2 GiB, rezerve %3 GiB, tüm cihaz (nvidia-smi) %4 GiB; beklenen sapma %%5 ile +%%6 arası.",
    "none": "yok",
    "FSDP full shard": "FSDP tam parçalama",
    "FSDP grad/optimizer": "FSDP gradyan/optimizer",
    "FSDP hybrid": "FSDP hibrit",
    "Fits on one": "Tek GPU'ya sığar",
    "Needs %Ln GPUs": "%Ln GPU gerekir",
    "Does not fit on 64": "64 GPU'ya da sığmaz",
    "Memory (GiB)": "Bellek (GiB)",
    "Fit": "Sığma",
    "GPUs": "GPU sayısı",
    "Sharding": "Parçalama",
    "Headroom per GPU (GiB)": "GPU başına boş pay (GiB)",
    "%1 B": "%1 milyar",
    "%1 M": "%1 milyon",
    "%1 K": "%1 bin",
    "Frozen weights": "Dondurulmuş ağırlıklar",
    "Trainable weights": "Eğitilebilir ağırlıklar",
    "Gradients": "Gradyanlar",
    "Optimizer state": "Optimizer durumu",
    "Activations": "Aktivasyonlar",
    "Logits": "Logit'ler",
    "Buffers": "Tamponlar",
    "CUDA context": "CUDA bağlamı",
    "Allocator reserve": "Ayırıcı rezervi",
    "Frozen parameters at their storage width (4-bit linears at their quantized size), divided over the shards":
        "Depolama genişliğindeki dondurulmuş parametreler (4 bit doğrusal katmanlar nicemlenmiş boyutlarıyla), parçalara bölünmüş",
    "Trained parameters in their data type, divided over the shards":
        "Kendi veri tipindeki eğitilen parametreler, parçalara bölünmüş",
    "Optimizer moments and fp32 master copies, divided over the shards":
        "Optimizer momentleri ve fp32 ana kopyalar, parçalara bölünmüş",
    "Gradients still alive at the end of the forward pass (accumulation, lm_head)":
        "İleri geçişin sonunda hâlâ bellekte olan gradyanlar (biriktirme, lm_head)",
    "Gradients of all trained parameters, divided over the shards":
        "Eğitilen tüm parametrelerin gradyanları, parçalara bölünmüş",
    "Activations saved for the backward pass": "Geri geçiş için saklanan aktivasyonlar",
    "Logits and loss tensors at the start of the backward pass": "Geri geçişin başındaki logit ve kayıp tensörleri",
    "Freed by the end of the backward pass": "Geri geçişin sonuna kadar serbest bırakılır",
    "Freed before the optimizer step": "Optimizer adımından önce serbest bırakılır",
    "One block's working set, gathered shards and dequantization scratch":
        "Bir bloğun çalışma kümesi, toplanan parçalar ve nicemleme çözme için geçici bellek",
    "One block's backward working set, gathered shards, unsharded gradients and reduce buffers":
        "Bir bloğun geri geçiş çalışma kümesi, toplanan parçalar, parçalanmamış gradyanlar ve indirgeme tamponları",
    "Scratch memory of the optimizer step": "Optimizer adımının geçici belleği",
    "Blocks the PyTorch allocator keeps cached: a share of the transient memory":
        "PyTorch ayırıcısının önbellekte tuttuğu bloklar: geçici belleğin bir payı",
    "CUDA context, library workspaces and kernels": "CUDA bağlamı, kütüphane çalışma alanları ve çekirdekler",
    "Cannot estimate: %1 is out of range (%2).": "Tahmin edilemiyor: %1 aralık dışında (%2).",
    "Cannot estimate: choose at least one value for %1.": "Tahmin edilemiyor: %1 için en az bir değer seçin.",
    "Cannot estimate: several GPUs need a sharding strategy (DDP, ZeRO or FSDP).":
        "Tahmin edilemiyor: birden çok GPU için bir parçalama stratejisi (DDP, ZeRO veya FSDP) gerekir.",
    "Cannot estimate: %1 %2 %3": "Tahmin edilemiyor: %1 %2 %3",
    "Fits: %1 of %2 GiB (%3 GiB free)": "Sığar: %1 / %2 GiB (%3 GiB boş)",
    "Does not fit: needs %1 GiB, has %2": "Sığmaz: %1 GiB gerekir, %2 var",
    "Type to search models": "Model aramak için yazın",
    "Model": "Model",
    "&Model:": "&Model:",
    "Full fine-tuning": "Tam ince ayar",
    "QLoRA (4-bit base)": "QLoRA (4 bit taban)",
    "Prefix tuning": "Önek ayarı (prefix tuning)",
    "Prompt tuning": "İstem ayarı (prompt tuning)",
    "Bottleneck adapter": "Darboğaz adaptörü",
    "LayerNorm tuning": "LayerNorm ayarı",
    "Freeze all but the last N layers": "Son N katman dışında hepsini dondur",
    "NF4, double quantization": "NF4, çift nicemleme",
    "FP4, double quantization": "FP4, çift nicemleme",
    "Method": "Yöntem",
    "M&ethod:": "&Yöntem:",
    "&Rank:": "&Rank:",
    "&Alpha:": "&Alfa:",
    "&Dropout:": "&Dropout:",
    "Targets:": "Hedef modüller:",
    "&Quantization:": "&Nicemleme:",
    "&Virtual tokens:": "&Sanal token'lar:",
    "&Bottleneck width:": "&Darboğaz genişliği:",
    "Trained &last layers:": "Eğitilen &son katmanlar:",
    "Mixed bf16 (fp32 master weights)": "Karma bf16 (fp32 ana ağırlıklar)",
    "Mixed fp16 (fp32 master weights)": "Karma fp16 (fp32 ana ağırlıklar)",
    "AdamW 8-bit": "AdamW 8 bit",
    "Paged AdamW 32-bit": "Sayfalı AdamW 32 bit",
    "Paged AdamW 8-bit": "Sayfalı AdamW 8 bit",
    "AdamW fused into backward": "Geri geçişe kaynaşık AdamW",
    "SGD with momentum": "Momentumlu SGD",
    "Off": "Kapalı",
    "Full (every block)": "Tam (her blok)",
    "Selective": "Seçici",
    "Offload to CPU": "CPU'ya aktar",
    "Eager (stores scores)": "Eager (skorları saklar)",
    "Standard cross-entropy": "Standart çapraz entropi",
    "Chunked cross-entropy": "Parçalı çapraz entropi",
    "Fused linear cross-entropy": "Kaynaşık doğrusal çapraz entropi",
    "Training": "Eğitim",
    "&Precision:": "&Hassasiyet:",
    "&Optimizer:": "&Optimizer:",
    "Micro-&batch:": "Mikro-&batch:",
    "&Sequence length:": "&Dizi uzunluğu:",
    "&Gradient accumulation:": "&Gradyan biriktirme:",
    "&Checkpointing:": "&Checkpointing:",
    "A&ttention:": "&Attention:",
    "Lo&ss:": "&Kayıp:",
    "None (one GPU)": "Yok (tek GPU)",
    "DDP (full copy per GPU)": "DDP (her GPU'da tam kopya)",
    "ZeRO-1 (optimizer)": "ZeRO-1 (optimizer)",
    "ZeRO-2 (+ gradients)": "ZeRO-2 (+ gradyanlar)",
    "ZeRO-3 (+ weights)": "ZeRO-3 (+ ağırlıklar)",
    "FSDP shard grad/optimizer": "FSDP gradyan/optimizer parçalama",
    "FSDP hybrid shard": "FSDP hibrit parçalama",
    "None": "Yok",
    "Optimizer state to CPU": "Optimizer durumu CPU'ya",
    "Weights and optimizer to CPU": "Ağırlıklar ve optimizer CPU'ya",
    "Hardware": "Donanım",
    "G&PU:": "&GPU:",
    "GPU &count:": "GPU &sayısı:",
    "S&harding:": "&Parçalama:",
    "O&ffload:": "&Aktarma:",
    "Imported model %1": "İçe aktarılan model %1",
    "Open Hugging Face config": "Hugging Face yapılandırmasını aç",
    "Model config (*.json);;All files (*)": "Model yapılandırması (*.json);;Tüm dosyalar (*)",
    "About Tunefit": "Tunefit hakkında",
    "<h3>Tunefit %1</h3><p>Estimates the GPU memory of fine-tuning jobs.</p><p>Built with Qt %2 (running on Qt %3).</p><p>License: GPL-3.0-or-later.</p>":
        "<h3>Tunefit %1</h3><p>İnce ayar işlerinin GPU belleğini tahmin eder.</p><p>Qt %2 ile derlendi (Qt %3 üzerinde çalışıyor).</p><p>Lisans: GPL-3.0-or-later.</p>",
    "&Memory": "&Bellek",
    "&What if": "&Ya şöyle olsaydı",
    "&GPUs": "&GPU'lar",
    "&File": "&Dosya",
    "&Open config.json…": "config.json &aç…",
    "&Quit": "&Çık",
    "&Language": "D&il",
    "&Help": "&Yardım",
    "&About Tunefit": "Tunefit &hakkında",
    "About &Qt": "&Qt hakkında",
    "Cannot read config": "Yapılandırma okunamadı",
    "%1 could not be read as a Hugging Face config.json: %2 %3":
        "%1, Hugging Face config.json olarak okunamadı: %2 %3",
    "Imported %1": "%1 içe aktarıldı",
    "%1 parameters, %2 trainable": "%1 parametre, %2 eğitilebilir",
    "Sequence length": "Dizi uzunluğu",
    "Micro-batch": "Mikro-batch",
    "&Vary:": "&Değiştir:",
    "Longest sequence that fits on %1: %2 tokens": "%1 üzerine sığan en uzun dizi: %2 token",
    "No sequence length fits on %1": "%1 üzerine hiçbir dizi uzunluğu sığmıyor",
    "Largest micro-batch that fits on %1: %2": "%1 üzerine sığan en büyük mikro-batch: %2",
    "No micro-batch fits on %1": "%1 üzerine hiçbir mikro-batch sığmıyor",
    "Peak per GPU": "GPU başına tepe",
    "Current setting": "Geçerli ayar",
    "%1 capacity (%2 GiB)": "%1 kapasitesi (%2 GiB)",
    "Sequence length (tokens)": "Dizi uzunluğu (token)",
    "Micro-batch (sequences)": "Mikro-batch (dizi)",
}


# Hindi mnemonics that would clash with Alt+F (File) if taken from the source: distinct, otherwise unused letters.
HINDI_MNEMONIC = {"O&ffers": "N", "&Fits only": "Y", "O&ffload:": "K"}


def hindi_mnemonic(source, text):
    """Devanagari breaks apart when Qt underlines a letter inside a conjunct, so Hindi puts the source's Latin
    mnemonic in parentheses: "&Memory" -> "मेमोरी (&M)", "&Model:" -> "मॉडल (&M):"."""
    match = re.search(r"&(\w)", source)
    if not match:
        return text
    text = text.replace("&", "")
    colon = text.endswith(":")
    core = text[:-1] if colon else text
    letter = HINDI_MNEMONIC.get(source, match.group(1).upper())
    return f"{core} (&{letter})" + (":" if colon else "")


def fill(path, table):
    tree = ET.parse(path)
    missing = []
    for message in tree.getroot().iter("message"):
        source = message.find("source").text or ""
        text = table.get(source, source if source in SAME else None)
        translation = message.find("translation")
        if text is not None and path.endswith("_hi.ts"):
            text = hindi_mnemonic(source, text)
        if text is None:
            missing.append(source)
            continue
        translation.attrib.pop("type", None)
        forms = translation.findall("numerusform")
        if forms:
            for form in forms:
                form.text = text
        else:
            translation.text = text
    tree.write(path, encoding="utf-8", xml_declaration=True)
    with open(path, "r+", encoding="utf-8") as f:  # lupdate's own header and DOCTYPE
        body = f.read().replace("<?xml version='1.0' encoding='utf-8'?>",
                                '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>', 1)
        f.seek(0)
        f.write(body if body.endswith("\n") else body + "\n")
        f.truncate()
    return missing


if __name__ == "__main__":
    sys.path.insert(0, __file__.rsplit("/", 1)[0] if "/" in __file__ else ".")
    from report_phrases import REPORT_HI, REPORT_TR  # the PDF report's phrases (ui/ReportRenderer)
    for phrases, table in ((REPORT_HI, HI), (REPORT_TR, TR)):
        for source, text in phrases.items():
            table.setdefault(source, text)
    from offers_phrases import OFFERS_HI, OFFERS_TR  # offers tab, comparison, dataset section
    for phrases, table in ((OFFERS_HI, HI), (OFFERS_TR, TR)):
        for source, text in phrases.items():
            table.setdefault(source, text)
    from file_phrases import FILE_HI, FILE_TR  # File menu: job files, recent files, report export
    for phrases, table in ((FILE_HI, HI), (FILE_TR, TR)):
        for source, text in phrases.items():
            table.setdefault(source, text)
    from cli_phrases import CLI_HI, CLI_TR  # the command line and the catalog's wording (ui/CatalogWording)
    for phrases, table in ((CLI_HI, HI), (CLI_TR, TR)):
        for source, text in phrases.items():
            table.setdefault(source, text)
    from editor_phrases import EDITOR_HI, EDITOR_TR  # catalog editor, Catalog menu, what-if GPU comparison
    for phrases, table in ((EDITOR_HI, HI), (EDITOR_TR, TR)):
        for source, text in phrases.items():
            table.setdefault(source, text)
    bad = False
    for lang, table in (("hi", HI), ("tr", TR)):
        missing = fill(f"translations/tunefit_{lang}.ts", table)
        for source in missing:
            print(f"{lang}: no translation for {source!r}", file=sys.stderr)
            bad = True
    sys.exit(1 if bad else 0)
