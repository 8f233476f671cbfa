# New English source strings of the window's training-config import/export (issue 16), with their Hindi and Turkish
# translations, to be merged into translations/*.ts.
NEW = {
    # ImportedFieldsModel
    "Field": ("फ़ील्ड", "Alan"),
    "Value": ("मान", "Değer"),
    "Origin": ("स्रोत", "Kaynak"),
    "Model": ("मॉडल", "Model"),
    "Method": ("विधि", "Yöntem"),
    "Precision": ("प्रिसिज़न", "Hassasiyet"),
    "Optimizer": ("ऑप्टिमाइज़र", "Optimizer"),
    "Sequence packing": ("सीक्वेंस पैकिंग", "Dizi paketleme"),
    "Activation checkpointing": ("एक्टिवेशन चेकपॉइंटिंग", "Aktivasyon checkpointing"),
    "Attention": ("अटेंशन", "Attention"),
    "Loss": ("लॉस", "Kayıp"),
    "Offload": ("ऑफ़लोड", "Aktarma"),
    "default of %1 (%2)": ("%1 का डिफ़ॉल्ट (%2)", "%1 varsayılanı (%2)"),
    "%1, key %2": ("%1, कुंजी %2", "%1, anahtar %2"),
    "%1:%2, key %3": ("%1:%2, कुंजी %3", "%1:%2, anahtar %3"),
    # ImportConfigDialog
    "Import training config": ("ट्रेनिंग कॉन्फ़िग आयात करें", "Eğitim yapılandırmasını içe aktar"),
    "<b>%1</b> config <b>%2</b>": ("<b>%1</b> कॉन्फ़िग <b>%2</b>", "<b>%1</b> yapılandırması <b>%2</b>"),
    "<b>Not used</b>": ("<b>उपयोग नहीं हुआ</b>", "<b>Kullanılmadı</b>"),
    "<b>Left to the launch</b>": ("<b>लॉन्च पर छोड़ा गया</b>", "<b>Başlatmaya bırakıldı</b>"),
    "&Apply": ("लागू करें (&A)", "&Uygula"),
    "&Cancel": ("रद्द करें (&C)", "İ&ptal"),
    "no effect on memory, time or cost": ("मेमोरी, समय या लागत पर कोई असर नहीं",
                                          "bellek, süre veya maliyete etkisi yok"),
    "unknown value %1": ("अज्ञात मान %1", "bilinmeyen değer %1"),
    "decided by %1": ("%1 ने तय किया", "%1 tarafından belirlendi"),
    "not modelled yet": ("अभी मॉडल नहीं किया गया", "henüz modellenmiyor"),
    "not modelled yet (%1)": ("अभी मॉडल नहीं किया गया (%1)", "henüz modellenmiyor (%1)"),
    "approximated as %1": ("%1 के रूप में अनुमानित", "%1 olarak yaklaşıklandı"),
    "Model %1: the bundled preset %2": ("मॉडल %1: बंडल किया गया प्रीसेट %2", "Model %1: paketteki ön ayar %2"),
    "Model %1: read from %2": ("मॉडल %1: %2 से पढ़ा गया", "Model %1: %2 dosyasından okundu"),
    "Model not found — the rest is kept": ("मॉडल नहीं मिला — बाकी रखा गया है", "Model bulunamadı — gerisi korunur"),
    "Model %1 not found — the rest is kept": ("मॉडल %1 नहीं मिला — बाकी रखा गया है",
                                              "%1 modeli bulunamadı — gerisi korunur"),
    "%1 (%2): %3": ("%1 (%2): %3", "%1 (%2): %3"),
    "not set": ("सेट नहीं", "ayarlanmamış"),
    "%1 = %2 (%3)": ("%1 = %2 (%3)", "%1 = %2 (%3)"),
    # MainWindow
    "&Import training config…": ("ट्रेनिंग कॉन्फ़िग आयात करें… (&I)", "Eğitim yapılandırmasını &içe aktar…"),
    "Export &training config…": ("ट्रेनिंग कॉन्फ़िग निर्यात करें… (&T)", "Eğitim yapılandırmasını dışa ak&tar…"),
    "Training configs (*.yaml *.yml *.json *.sh);;All files (*)": (
        "ट्रेनिंग कॉन्फ़िग (*.yaml *.yml *.json *.sh);;सभी फ़ाइलें (*)",
        "Eğitim yapılandırmaları (*.yaml *.yml *.json *.sh);;Tüm dosyalar (*)"),
    "axolotl YAML (*.yaml *.yml)": ("axolotl YAML (*.yaml *.yml)", "axolotl YAML (*.yaml *.yml)"),
    "LLaMA-Factory YAML (*.yaml *.yml)": ("LLaMA-Factory YAML (*.yaml *.yml)", "LLaMA-Factory YAML (*.yaml *.yml)"),
    "DeepSpeed JSON (*.json)": ("DeepSpeed JSON (*.json)", "DeepSpeed JSON (*.json)"),
    "accelerate YAML (*.yaml *.yml)": ("accelerate YAML (*.yaml *.yml)", "accelerate YAML (*.yaml *.yml)"),
    "torchtune YAML (*.yaml *.yml)": ("torchtune YAML (*.yaml *.yml)", "torchtune YAML (*.yaml *.yml)"),
    "%1 could not be imported: %2.": ("%1 आयात नहीं हो सका: %2।", "%1 içe aktarılamadı: %2."),
    "Cannot import training config": ("ट्रेनिंग कॉन्फ़िग आयात नहीं हो सकता", "Eğitim yapılandırması içe aktarılamıyor"),
    "Export training config": ("ट्रेनिंग कॉन्फ़िग निर्यात करें", "Eğitim yapılandırmasını dışa aktar"),
    "Cannot export training config": ("ट्रेनिंग कॉन्फ़िग निर्यात नहीं हो सकता", "Eğitim yapılandırması dışa aktarılamıyor"),
}

NUMERUS = {
    # ImportConfigDialog (the ImportCommand context has the same text; same wording)
    "%n key(s) without effect on memory, time or cost": (
        ["मेमोरी, समय या लागत पर बिना असर वाली %n कुंजियाँ", "मेमोरी, समय या लागत पर बिना असर वाली %n कुंजियाँ"],
        ["Belleği, süreyi veya maliyeti etkilemeyen %n anahtar"]),
}
