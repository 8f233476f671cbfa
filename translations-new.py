# SPDX-License-Identifier: GPL-3.0-or-later
# New English source strings of the h-wire branch (issue 14: objectives and architecture facts in every front end)
# with their Hindi and Turkish translations, for the lead to merge into translations/*.ts. Contexts: JobWording
# (present/JobWording.cpp), tunefit::ui::JobPanel, ErrorWording, JobOptions, EstimateCommand, ReportRenderer.
# "Objective" occurs in three contexts (JobPanel section, ErrorWording field name, ReportRenderer row) with the same
# translation; "None" is new in JobWording (the reference "none"). No new string uses %n/%Ln.
NEW = {
    # JobWording: objectives (job panel items, report, CLI text)
    "Supervised fine-tuning (SFT)": ("पर्यवेक्षित फ़ाइन-ट्यूनिंग (SFT)", "Denetimli ince ayar (SFT)"),
    "DPO (preference pairs)": ("DPO (पसंद के जोड़े)", "DPO (tercih çiftleri)"),
    "IPO (preference pairs)": ("IPO (पसंद के जोड़े)", "IPO (tercih çiftleri)"),
    "KTO (unpaired feedback)": ("KTO (बिना जोड़े की प्रतिक्रिया)", "KTO (eşleşmemiş geri bildirim)"),
    "ORPO (pairs, no reference)": ("ORPO (जोड़े, बिना संदर्भ)", "ORPO (çiftler, referanssız)"),
    "SimPO (pairs, no reference)": ("SimPO (जोड़े, बिना संदर्भ)", "SimPO (çiftler, referanssız)"),
    "CPO (pairs, no reference)": ("CPO (जोड़े, बिना संदर्भ)", "CPO (çiftler, referanssız)"),
    "Reward model (scored pairs)": ("रिवॉर्ड मॉडल (अंकित जोड़े)", "Ödül modeli (puanlanan çiftler)"),
    "PPO (generation, value model)": ("PPO (जनरेशन, वैल्यू मॉडल)", "PPO (üretim, değer modeli)"),
    "GRPO (groups of completions)": ("GRPO (कम्प्लीशन के समूह)", "GRPO (tamamlama grupları)"),
    # JobWording: references and generation engines
    "Separate frozen copy": ("अलग स्थिर (फ़्रोज़न) प्रति", "Ayrı dondurulmuş kopya"),
    "Base with adapters disabled": ("एडैप्टर बंद किया हुआ बेस", "Adaptörleri kapatılmış temel model"),
    "Precomputed log-probabilities": ("पहले से गणना की गई लॉग-प्रायिकताएँ", "Önceden hesaplanmış log-olasılıklar"),
    "None": ("कोई नहीं", "Yok"),
    "In the training process": ("ट्रेनिंग प्रक्रिया के भीतर", "Eğitim sürecinin içinde"),
    "Colocated vLLM engine": ("उसी GPU पर vLLM इंजन", "Aynı GPU'da vLLM motoru"),
    "Generation server on other GPUs": ("दूसरे GPU पर जनरेशन सर्वर", "Diğer GPU'larda üretim sunucusu"),
    # JobWording: the objective in one line, the peak phase, the model card's facts
    "%1 · Reference: %2": ("%1 · संदर्भ: %2", "%1 · Referans: %2"),
    "%1 · Without the KL term": ("%1 · KL पद के बिना", "%1 · KL terimi olmadan"),
    "%1, %2 of the GPU": ("%1, GPU का %2", "%1, GPU belleğinin %2 kadarı"),
    "%1 · Completions: %2 per prompt, %3 tokens each · Generation: %4":
        ("%1 · कम्प्लीशन: प्रति प्रॉम्प्ट %2, हर एक %3 टोकन · जनरेशन: %4",
         "%1 · Tamamlamalar: istem başına %2, her biri %3 token · Üretim: %4"),
    "%1 · Completions of %2 tokens · Generation: %3":
        ("%1 · %2 टोकन के कम्प्लीशन · जनरेशन: %3", "%1 · %2 token'lık tamamlamalar · Üretim: %3"),
    "Peak during generation: %1 GiB; training phase %2 GiB":
        ("शिखर जनरेशन के दौरान: %1 GiB; ट्रेनिंग चरण %2 GiB", "Tepe üretim sırasında: %1 GiB; eğitim aşaması %2 GiB"),
    "Peak during training: %1 GiB; generation phase %2 GiB":
        ("शिखर ट्रेनिंग के दौरान: %1 GiB; जनरेशन चरण %2 GiB", "Tepe eğitim sırasında: %1 GiB; üretim aşaması %2 GiB"),
    "Latent attention: key/value latent of %1, query latent of %2, rotary key of %3":
        ("लेटेंट अटेंशन: की/वैल्यू लेटेंट %1, क्वेरी लेटेंट %2, रोटरी की %3",
         "Gizli (latent) dikkat: anahtar/değer latenti %1, sorgu latenti %2, döner (rotary) anahtar %3"),
    "Latent attention: key/value latent of %1, rotary key of %2":
        ("लेटेंट अटेंशन: की/वैल्यू लेटेंट %1, रोटरी की %2",
         "Gizli (latent) dikkat: anahtar/değer latenti %1, döner (rotary) anahtar %2"),
    "Vision tower: %1 layers of width %2, %3 parameters":
        ("विज़न टावर: %2 चौड़ाई की %1 लेयर, %3 पैरामीटर", "Görüntü kulesi: %2 genişliğinde %1 katman, %3 parametre"),
    "Sliding window: %1 of %2 layers attend within %3 tokens":
        ("स्लाइडिंग विंडो: %2 में से %1 लेयर %3 टोकन के भीतर अटेंशन करती हैं",
         "Kayan pencere: %2 katmanın %1 tanesi %3 token içinde dikkat eder"),
    # tunefit::ui::JobPanel: the Objective section (labels keep the Latin mnemonic in Hindi)
    "Objective": ("उद्देश्य", "Amaç"),
    "Ob&jective:": ("उद्देश्य (&J):", "A&maç:"),
    "What the run optimises: supervised fine-tuning, a preference objective, a reward model, or reinforcement learning "
    "that generates completions (PPO, GRPO)":
        ("रन किस चीज़ को ऑप्टिमाइज़ करता है: पर्यवेक्षित फ़ाइन-ट्यूनिंग, कोई पसंद-आधारित उद्देश्य, रिवॉर्ड मॉडल, या "
         "कम्प्लीशन जनरेट करने वाली रीइन्फ़ोर्समेंट लर्निंग (PPO, GRPO)",
         "Eğitimin neyi optimize ettiği: denetimli ince ayar, bir tercih amacı, bir ödül modeli ya da tamamlamalar "
         "üreten pekiştirmeli öğrenme (PPO, GRPO)"),
    "Refere&nce:": ("संदर्भ (&N):", "Refera&ns:"),
    "Where the reference log-probabilities come from: a second frozen copy of the model, the model's own base with "
    "its adapters switched off, or a pass before training":
        ("संदर्भ लॉग-प्रायिकताएँ कहाँ से आती हैं: मॉडल की दूसरी स्थिर प्रति, एडैप्टर बंद करके मॉडल का अपना बेस, या "
         "ट्रेनिंग से पहले का एक पास",
         "Referans log-olasılıklarının kaynağı: modelin ikinci, dondurulmuş bir kopyası, adaptörleri kapatılmış kendi "
         "temel modeli ya da eğitimden önce yapılan bir geçiş"),
    "Group si&ze:": ("समूह आकार (&Z):", "Grup &boyutu:"),
    "Completions generated for each prompt (TRL num_generations)":
        ("हर प्रॉम्प्ट के लिए जनरेट किए गए कम्प्लीशन (TRL num_generations)",
         "Her istem için üretilen tamamlama sayısı (TRL num_generations)"),
    "Complet&ion length:": ("कम्प्लीशन लंबाई (&I):", "Tamamlama &uzunluğu:"),
    " tokens": (" टोकन", " token"),
    "Generated tokens per sequence; part of the sequence length, which counts the prompt and the completion":
        ("प्रति सीक्वेंस जनरेट किए गए टोकन; यह सीक्वेंस लंबाई का हिस्सा है, जो प्रॉम्प्ट और कम्प्लीशन दोनों को गिनती है",
         "Dizi başına üretilen token; istemi ve tamamlamayı birlikte sayan dizi uzunluğunun parçasıdır"),
    "Generated &with:": ("जनरेशन कहाँ (&W):", "Üretim &yeri:"),
    "Where the completions are generated: by the training process itself, by a vLLM engine that shares the GPU, or "
    "by a server on other GPUs":
        ("कम्प्लीशन कहाँ जनरेट होते हैं: ट्रेनिंग प्रक्रिया खुद, GPU साझा करने वाला vLLM इंजन, या दूसरे GPU पर एक सर्वर",
         "Tamamlamaların üretildiği yer: eğitim sürecinin kendisi, GPU'yu paylaşan bir vLLM motoru ya da diğer "
         "GPU'lardaki bir sunucu"),
    "Engine memor&y share:": ("इंजन मेमोरी हिस्सा (&Y):", "&Motor bellek payı:"),
    "Share of the GPU's memory the colocated vLLM engine takes (gpu_memory_utilization)":
        ("उसी GPU पर चलने वाला vLLM इंजन GPU की मेमोरी का कितना हिस्सा लेता है (gpu_memory_utilization)",
         "Aynı GPU'daki vLLM motorunun aldığı GPU belleği payı (gpu_memory_utilization)"),
    "&KL term (mismatched completions)": ("KL पद (बेमेल कम्प्लीशन) (&K)", "&KL terimi (eşleşmeyen tamamlamalar)"),
    "KTO's KL estimate: extra forward passes without gradients on mismatched completions":
        ("KTO का KL अनुमान: बेमेल कम्प्लीशन पर ग्रेडिएंट के बिना अतिरिक्त फ़ॉरवर्ड पास",
         "KTO'nun KL tahmini: eşleşmeyen tamamlamalar üzerinde gradyansız ek ileri geçişler"),
    # ErrorWording: job field names and rules
    "Reference model": ("संदर्भ मॉडल", "Referans modeli"),
    "Group size": ("समूह आकार", "Grup boyutu"),
    "Completion length": ("कम्प्लीशन लंबाई", "Tamamlama uzunluğu"),
    "Completions generated together": ("एक साथ जनरेट होने वाले कम्प्लीशन", "Birlikte üretilen tamamlamalar"),
    "Tokens generated together": ("एक साथ जनरेट होने वाले टोकन", "Birlikte üretilen token'lar"),
    "Engine memory share": ("इंजन मेमोरी हिस्सा", "Motor bellek payı"),
    "Memory of the engine's GPU (GiB)": ("इंजन के GPU की मेमोरी (GiB)", "Motorun GPU'sunun belleği (GiB)"),
    "a reference with the adapters disabled needs an adapter method (LoRA, QLoRA, ...); full fine-tuning needs a "
    "separate frozen copy or precomputed log-probabilities":
        ("एडैप्टर बंद किए हुए संदर्भ के लिए एडैप्टर विधि (LoRA, QLoRA, ...) चाहिए; पूर्ण फ़ाइन-ट्यूनिंग को अलग स्थिर प्रति "
         "या पहले से गणना की गई लॉग-प्रायिकताएँ चाहिए",
         "adaptörleri kapatılmış bir referans bir adaptör yöntemi (LoRA, QLoRA, ...) gerektirir; tam ince ayar ayrı "
         "bir dondurulmuş kopya ya da önceden hesaplanmış log-olasılıklar gerektirir"),
    "PPO and GRPO generate completions and need a decoder-only model":
        ("PPO और GRPO कम्प्लीशन जनरेट करते हैं और इनके लिए केवल-डिकोडर मॉडल चाहिए",
         "PPO ve GRPO tamamlama üretir ve yalnızca kod çözücülü (decoder-only) bir model gerektirir"),
    # JobOptions: the --help of estimate and plan
    "Training objective: sft, dpo, ipo, kto, orpo, simpo, cpo, reward_model, ppo, grpo.":
        ("ट्रेनिंग उद्देश्य: sft, dpo, ipo, kto, orpo, simpo, cpo, reward_model, ppo, grpo।",
         "Eğitim amacı: sft, dpo, ipo, kto, orpo, simpo, cpo, reward_model, ppo, grpo."),
    "Reference of DPO, IPO, KTO, PPO and GRPO: separate_frozen, adapter_disabled, precomputed, none (default: "
    "adapter_disabled for adapter methods, separate_frozen for full fine-tuning).":
        ("DPO, IPO, KTO, PPO और GRPO का संदर्भ: separate_frozen, adapter_disabled, precomputed, none (डिफ़ॉल्ट: एडैप्टर "
         "विधियों के लिए adapter_disabled, पूर्ण फ़ाइन-ट्यूनिंग के लिए separate_frozen)।",
         "DPO, IPO, KTO, PPO ve GRPO referansı: separate_frozen, adapter_disabled, precomputed, none (varsayılan: "
         "adaptör yöntemleri için adapter_disabled, tam ince ayar için separate_frozen)."),
    "Pair objectives: --batch already counts both sequences of each pair.":
        ("जोड़े वाले उद्देश्य: --batch हर जोड़े के दोनों सीक्वेंस पहले से गिनता है।",
         "Çift amaçları: --batch her çiftin iki dizisini zaten sayar."),
    "KTO without its KL term.": ("KL पद के बिना KTO।", "KL terimi olmadan KTO."),
    "GRPO: completions per prompt.": ("GRPO: प्रति प्रॉम्प्ट कम्प्लीशन।", "GRPO: istem başına tamamlama sayısı."),
    "PPO/GRPO: generated tokens per sequence (part of --seq).":
        ("PPO/GRPO: प्रति सीक्वेंस जनरेट किए गए टोकन (--seq का हिस्सा)।",
         "PPO/GRPO: dizi başına üretilen token (--seq'in parçası)."),
    "PPO/GRPO: completions one GPU generates together (default: --batch × --grad-accum).":
        ("PPO/GRPO: एक GPU द्वारा एक साथ जनरेट किए गए कम्प्लीशन (डिफ़ॉल्ट: --batch × --grad-accum)।",
         "PPO/GRPO: bir GPU'nun birlikte ürettiği tamamlamalar (varsayılan: --batch × --grad-accum)."),
    "PPO/GRPO generation engine: in_process, colocated, server.":
        ("PPO/GRPO जनरेशन इंजन: in_process, colocated, server।", "PPO/GRPO üretim motoru: in_process, colocated, server."),
    "Colocated engine: share of the GPU's memory it holds (0 to 1).":
        ("उसी GPU पर इंजन: GPU की मेमोरी का वह हिस्सा जो यह रखता है (0 से 1)।",
         "Aynı GPU'daki motor: tuttuğu GPU belleği payı (0 ile 1 arası)."),
    "Colocated engine: memory of the GPU the share applies to (default: --gpu-memory, else 80).":
        ("उसी GPU पर इंजन: उस GPU की मेमोरी जिस पर हिस्सा लागू होता है (डिफ़ॉल्ट: --gpu-memory, अन्यथा 80)।",
         "Aynı GPU'daki motor: payın uygulandığı GPU'nun belleği (varsayılan: --gpu-memory, yoksa 80)."),
    "Colocated engine: its memory is released while training (sleep mode).":
        ("उसी GPU पर इंजन: ट्रेनिंग के दौरान इसकी मेमोरी छोड़ दी जाती है (स्लीप मोड)।",
         "Aynı GPU'daki motor: eğitim sırasında belleği serbest bırakılır (uyku modu)."),
    "PPO: the value model trains in full even when the policy trains adapters.":
        ("PPO: पॉलिसी एडैप्टर ट्रेन करे तब भी वैल्यू मॉडल पूरा ट्रेन होता है।",
         "PPO: politika adaptör eğitse bile değer modeli tam olarak eğitilir."),
    # EstimateCommand: the text output
    "Objective: %1": ("उद्देश्य: %1", "Amaç: %1"),
    # tunefit::ui::ReportRenderer: the job section
    "Architecture": ("आर्किटेक्चर", "Mimari"),
}

# No new string uses %n / %Ln.
NUMERUS = {}
