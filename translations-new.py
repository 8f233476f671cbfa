# SPDX-License-Identifier: GPL-3.0-or-later
# New English tr() strings of the h-mech branch (present/Format.cpp basisDescription), with Hindi and Turkish.
NEW = {
    "Paged optimizer moments live in CUDA unified memory, outside PyTorch's counters: they fill free GPU memory and spill to host memory instead of failing; fp32 master copies are shown": (
        "पेज्ड ऑप्टिमाइज़र के मोमेंट CUDA यूनिफ़ाइड मेमोरी में रहते हैं, PyTorch की गिनती से बाहर: वे GPU की खाली मेमोरी भरते हैं और विफल होने के बजाय बाकी होस्ट मेमोरी में चला जाता है; fp32 मास्टर प्रतियाँ दिखाई गई हैं",
        "Sayfalanmış optimize edici momentleri CUDA birleşik belleğinde, PyTorch sayaçlarının dışında durur: GPU'nun boş belleğini doldurur, başarısız olmak yerine taşan kısmı ana belleğe geçer; fp32 ana kopyalar gösterilir",
    ),
    "Optimizer step fused into the backward pass: one tensor's gradient at a time": (
        "ऑप्टिमाइज़र स्टेप बैकवर्ड पास में जुड़ा हुआ: एक समय में एक टेंसर का ग्रेडिएंट",
        "Optimize edici adımı geri yayılıma katılmış: aynı anda tek bir tensörün gradyanı",
    ),
    "Gradients are copied to host memory during the backward pass (parameter offload)": (
        "बैकवर्ड पास के दौरान ग्रेडिएंट होस्ट मेमोरी में कॉपी किए जाते हैं (पैरामीटर ऑफ़लोड)",
        "Gradyanlar geri yayılım sırasında ana belleğe kopyalanır (parametre aktarımı)",
    ),
    "Checkpointed block inputs kept in host memory; two are on the GPU at a time": (
        "चेकपॉइंट किए गए ब्लॉक इनपुट होस्ट मेमोरी में रखे जाते हैं; एक समय में दो GPU पर होते हैं",
        "Denetim noktalı blok girdileri ana bellekte tutulur; aynı anda ikisi GPU'dadır",
    ),
    "Activations of this GPU's share of every sequence (sequence parallelism)": (
        "हर अनुक्रम के इस GPU वाले हिस्से की एक्टिवेशन (सीक्वेंस पैरेललिज़्म)",
        "Her dizinin bu GPU'ya düşen payının aktivasyonları (dizi paralelliği)",
    ),
    "Blocks the PyTorch allocator keeps cached: a share of the transient memory, plus the buffers cached for the all-gather and reduce-scatter streams": (
        "PyTorch एलोकेटर द्वारा कैश में रखे ब्लॉक: अस्थायी मेमोरी का एक हिस्सा, साथ में ऑल-गैदर और रिड्यूस-स्कैटर स्ट्रीम के लिए कैश किए गए बफ़र",
        "PyTorch ayırıcısının önbellekte tuttuğu bloklar: geçici belleğin bir payı ve all-gather ile reduce-scatter akışları için önbelleğe alınan tamponlar",
    ),
}
