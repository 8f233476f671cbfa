# SPDX-License-Identifier: GPL-3.0-or-later
"""Phrases of the File menu: job files, recent files, report export (ui/MainWindow); merged into fill_ts.py's tables."""

FILE_HI = {
    "Open job": "जॉब खोलें",
    "Tunefit jobs (*.tunefit.json);;JSON files (*.json);;All files (*)":
        "Tunefit जॉब (*.tunefit.json);;JSON फ़ाइलें (*.json);;सभी फ़ाइलें (*)",
    "&Open job…": "जॉब खोलें…",
    "Open &recent": "हाल की फ़ाइलें",
    "Open &config.json…": "config.json खोलें…",
    "&Save": "सहेजें",
    "Save &as…": "इस रूप में सहेजें…",
    "&Export report (PDF)…": "रिपोर्ट निर्यात करें (PDF)…",
    "Untitled": "बिना नाम",
    "%1[*] — Tunefit": "%1[*] — Tunefit",
    "Unsaved changes": "बिना सहेजे बदलाव",
    "The job %1 has unsaved changes. Save them?": "जॉब %1 में बिना सहेजे बदलाव हैं। क्या उन्हें सहेजें?",
    "%1 is not valid JSON (the error is near byte %2).": "%1 मान्य JSON नहीं है (त्रुटि बाइट %2 के पास है)।",
    "%1 is not a Tunefit job file.": "%1 Tunefit जॉब फ़ाइल नहीं है।",
    "%1 was saved by a newer Tunefit (job file version %2; this version reads up to version %3). Update Tunefit to open it.":
        "%1 को Tunefit के नए संस्करण ने सहेजा है (जॉब फ़ाइल संस्करण %2; यह संस्करण केवल संस्करण %3 तक पढ़ता है)। इसे खोलने के लिए Tunefit अपडेट करें।",
    "%1 lacks the entry “%2”.": "%1 में प्रविष्टि “%2” नहीं है।",
    "In %1 the entry “%2” should be of type %3.": "%1 में प्रविष्टि “%2” का प्रकार %3 होना चाहिए।",
    "In %1 the entry “%2” has an unknown value “%3”.": "%1 में प्रविष्टि “%2” का मान “%3” अज्ञात है।",
    "%1 names the model preset “%2”, which this version does not know.":
        "%1 मॉडल प्रीसेट “%2” का नाम लेती है, जिसे यह संस्करण नहीं जानता।",
    "%1 could not be read as a job file: %2 %3 %4": "%1 को जॉब फ़ाइल के रूप में पढ़ा नहीं जा सका: %2 %3 %4",
    "%1 could not be read: %2": "%1 पढ़ी नहीं जा सकी: %2",
    "Cannot open job": "जॉब नहीं खुल सका",
    "Opened %1": "%1 खोली गई",
    "%1 could not be written: %2": "%1 लिखी नहीं जा सकी: %2",
    "Cannot save job": "जॉब सहेजा नहीं जा सका",
    "Saved %1": "%1 सहेजी गई",
    "Save job": "जॉब सहेजें",
    "Tunefit jobs (*.tunefit.json)": "Tunefit जॉब (*.tunefit.json)",
    "%1 no longer exists and was removed from the recent files.":
        "%1 अब मौजूद नहीं है और हाल की फ़ाइलों से हटा दी गई है।",
    "Export report": "रिपोर्ट निर्यात करें",
    "PDF (*.pdf)": "PDF (*.pdf)",
    "Cannot export report": "रिपोर्ट निर्यात नहीं हो सकी",
    "Exported %1": "%1 निर्यात की गई",
}

FILE_TR = {
    "Open job": "İş aç",
    "Tunefit jobs (*.tunefit.json);;JSON files (*.json);;All files (*)":
        "Tunefit işleri (*.tunefit.json);;JSON dosyaları (*.json);;Tüm dosyalar (*)",
    "&Open job…": "İş &aç…",
    "Open &recent": "&Son kullanılanlar",
    "Open &config.json…": "&config.json aç…",
    "&Save": "&Kaydet",
    "Save &as…": "&Farklı kaydet…",
    "&Export report (PDF)…": "&Raporu dışa aktar (PDF)…",
    "Untitled": "Adsız",
    "%1[*] — Tunefit": "%1[*] — Tunefit",
    "Unsaved changes": "Kaydedilmemiş değişiklikler",
    "The job %1 has unsaved changes. Save them?": "%1 işinde kaydedilmemiş değişiklikler var. Kaydedilsin mi?",
    "%1 is not valid JSON (the error is near byte %2).": "%1 geçerli bir JSON değil (hata %2. bayt civarında).",
    "%1 is not a Tunefit job file.": "%1 bir Tunefit iş dosyası değil.",
    "%1 was saved by a newer Tunefit (job file version %2; this version reads up to version %3). Update Tunefit to open it.":
        "%1 daha yeni bir Tunefit ile kaydedilmiş (iş dosyası sürümü %2; bu sürüm en çok %3. sürümü okur). Açmak için Tunefit'i güncelleyin.",
    "%1 lacks the entry “%2”.": "%1 dosyasında “%2” girdisi yok.",
    "In %1 the entry “%2” should be of type %3.": "%1 dosyasında “%2” girdisinin türü %3 olmalı.",
    "In %1 the entry “%2” has an unknown value “%3”.": "%1 dosyasında “%2” girdisinin değeri “%3” bilinmiyor.",
    "%1 names the model preset “%2”, which this version does not know.":
        "%1, bu sürümün tanımadığı “%2” model ön ayarını kullanıyor.",
    "%1 could not be read as a job file: %2 %3 %4": "%1 iş dosyası olarak okunamadı: %2 %3 %4",
    "%1 could not be read: %2": "%1 okunamadı: %2",
    "Cannot open job": "İş açılamıyor",
    "Opened %1": "%1 açıldı",
    "%1 could not be written: %2": "%1 yazılamadı: %2",
    "Cannot save job": "İş kaydedilemiyor",
    "Saved %1": "%1 kaydedildi",
    "Save job": "İşi kaydet",
    "Tunefit jobs (*.tunefit.json)": "Tunefit işleri (*.tunefit.json)",
    "%1 no longer exists and was removed from the recent files.":
        "%1 artık yok; son kullanılan dosyalardan çıkarıldı.",
    "Export report": "Raporu dışa aktar",
    "PDF (*.pdf)": "PDF (*.pdf)",
    "Cannot export report": "Rapor dışa aktarılamıyor",
    "Exported %1": "%1 dışa aktarıldı",
}
