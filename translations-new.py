# New English source strings of branch h-wire2 (run mechanisms in the job file, CLI and job panel; validation tables
# by objective and architecture), with their Hindi and Turkish translations. Hindi labels with a mnemonic keep a Latin
# "(&X)" suffix, as in translations/tunefit_hi.ts.
NEW = {
    # JobOptions (tunefit estimate / plan)
    "Run the optimizer step inside backward, one parameter at a time (torchtune optimizer_in_bwd); needs --grad-accum 1.": (
        "ऑप्टिमाइज़र चरण को बैकवर्ड के भीतर, एक-एक पैरामीटर करके चलाएँ (torchtune optimizer_in_bwd); --grad-accum 1 आवश्यक है।",
        "Optimizer adımını geri yayılımın içinde, her seferinde bir parametre olarak çalıştır (torchtune optimizer_in_bwd); --grad-accum 1 gerekir.",
    ),
    "Compute the MLP in tiles along the sequence, recomputed in backward (DeepSpeed ALST TiledMLP).": (
        "MLP को अनुक्रम के साथ टाइलों में गणना करें, बैकवर्ड में पुनर्गणना के साथ (DeepSpeed ALST TiledMLP)।",
        "MLP'yi dizi boyunca parçalar hâlinde hesapla, geri yayılımda yeniden hesaplanır (DeepSpeed ALST TiledMLP).",
    ),
    "Split each sequence over GPUs: none, ulysses, ring.": (
        "हर अनुक्रम को GPU पर बाँटें: none, ulysses, ring।",
        "Her diziyi GPU'lara böl: none, ulysses, ring.",
    ),
    "GPUs one sequence is split over; divides --gpus (default: --gpus).": (
        "वे GPU जिन पर एक अनुक्रम बाँटा जाता है; --gpus को विभाजित करता है (डिफ़ॉल्ट: --gpus)।",
        "Bir dizinin bölündüğü GPU sayısı; --gpus'u tam böler (varsayılan: --gpus).",
    ),
    # ErrorWording
    "Sequence-parallel degree": ("सीक्वेंस-पैरेलल डिग्री", "Dizi paralelliği derecesi"),
    # tunefit validate
    "Validation cases CSV (instead of the CASES argument).": (
        "सत्यापन मामलों की CSV (CASES तर्क के स्थान पर)।",
        "Doğrulama vakaları CSV'si (CASES argümanı yerine).",
    ),
    "By method:": ("विधि के अनुसार:", "Yönteme göre:"),
    "By objective:": ("उद्देश्य के अनुसार:", "Hedefe göre:"),
    "By architecture (dense, moe, mla, vision, encoder_decoder):": (
        "आर्किटेक्चर के अनुसार (dense, moe, mla, vision, encoder_decoder):",
        "Mimariye göre (dense, moe, mla, vision, encoder_decoder):",
    ),
    # JobPanel
    "Selective (per op)": ("चयनात्मक (प्रति ऑप)", "Seçici (işlem başına)"),
    "T&iled MLP": ("टाइल्ड MLP (&I)", "&Parçalı MLP"),
    "Compute the MLP in tiles along the sequence and recompute each tile in backward, so that only the MLP's input is kept: DeepSpeed ALST / Arctic long-sequence training (TiledMLP), Unsloth, Liger": (
        "MLP को अनुक्रम के साथ टाइलों में गणना करें और हर टाइल को बैकवर्ड में फिर से गणना करें, ताकि केवल MLP का इनपुट रखा जाए: DeepSpeed ALST / Arctic लंबा-अनुक्रम प्रशिक्षण (TiledMLP), Unsloth, Liger",
        "MLP'yi dizi boyunca parçalar hâlinde hesapla ve her parçayı geri yayılımda yeniden hesapla; böylece yalnızca MLP'nin girdisi saklanır: DeepSpeed ALST / Arctic uzun dizi eğitimi (TiledMLP), Unsloth, Liger",
    ),
    "Optimizer step in bac&kward": ("बैकवर्ड में ऑप्टिमाइज़र चरण (&K)", "&Geri yayılımda optimizer adımı"),
    "Update each parameter as soon as its gradient is ready, so that only one gradient exists at a time: torchtune optimizer_in_bwd, LOMO. Gradient accumulation is not possible.": (
        "हर पैरामीटर को उसका ग्रेडिएंट तैयार होते ही अपडेट करें, ताकि एक समय में केवल एक ग्रेडिएंट रहे: torchtune optimizer_in_bwd, LOMO। ग्रेडिएंट संचय संभव नहीं है।",
        "Her parametreyi gradyanı hazır olur olmaz güncelle; böylece aynı anda yalnızca bir gradyan bulunur: torchtune optimizer_in_bwd, LOMO. Gradyan biriktirme mümkün değildir.",
    ),
    "DeepSpeed-Ulysses": ("DeepSpeed-Ulysses", "DeepSpeed-Ulysses"),
    "Ring attention": ("रिंग अटेंशन", "Halka dikkat (ring attention)"),
    "Se&quence parallel:": ("सीक्वेंस पैरेलल (&Q):", "&Dizi paralelliği:"),
    "Split every sequence over several GPUs: DeepSpeed-Ulysses exchanges attention heads (all-to-all), ring attention passes key/value blocks around the GPUs": (
        "हर अनुक्रम को कई GPU पर बाँटें: DeepSpeed-Ulysses अटेंशन हेड्स का आदान-प्रदान करता है (all-to-all), रिंग अटेंशन key/value ब्लॉकों को GPU के बीच घुमाता है",
        "Her diziyi birkaç GPU'ya böl: DeepSpeed-Ulysses dikkat başlıklarını değiş tokuş eder (all-to-all), halka dikkat anahtar/değer bloklarını GPU'lar arasında dolaştırır",
    ),
    "Sequence-parallel de&gree:": ("सीक्वेंस-पैरेलल डिग्री (&G):", "Dizi paralelliği &derecesi:"),
    "GPUs one sequence is split over; it divides the GPU count": (
        "वे GPU जिन पर एक अनुक्रम बाँटा जाता है; यह GPU संख्या को विभाजित करता है",
        "Bir dizinin bölündüğü GPU sayısı; GPU sayısını tam böler",
    ),
}
