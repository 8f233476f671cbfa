# New English tr() strings of issue 16 (config import/export) with Hindi and Turkish translations, to be merged into
# translations/tunefit_hi.ts and tunefit_tr.ts by the lead (the .ts files are not edited in this branch).
# Contexts: ErrorWording (present/ErrorWording.cpp), JobOptions (app/cli/JobOptions.h), ImportCommand
# (app/cli/ImportCommand.cpp).
NEW = {
    # ErrorWording
    "the file is not valid YAML (%1)": ("फ़ाइल मान्य YAML नहीं है (%1)", "dosya geçerli YAML değil (%1)"),
    "the file is too large to be a configuration (%1)": (
        "फ़ाइल किसी कॉन्फ़िगरेशन के लिए बहुत बड़ी है (%1)",
        "dosya bir yapılandırma olamayacak kadar büyük (%1)",
    ),
    # JobOptions
    "Read the job from a training config (axolotl, LLaMA-Factory, torchtune, TRL, accelerate, DeepSpeed, ms-swift, "
    "litgpt); the other job flags are ignored.": (
        "जॉब को किसी ट्रेनिंग कॉन्फ़िग (axolotl, LLaMA-Factory, torchtune, TRL, accelerate, DeepSpeed, ms-swift, "
        "litgpt) से पढ़ें; बाकी जॉब फ़्लैग अनदेखे किए जाते हैं।",
        "İşi bir eğitim yapılandırmasından okur (axolotl, LLaMA-Factory, torchtune, TRL, accelerate, DeepSpeed, "
        "ms-swift, litgpt); diğer iş seçenekleri yok sayılır.",
    ),
    # ImportCommand
    "Reads a training config (axolotl, LLaMA-Factory, torchtune, TRL, accelerate, DeepSpeed, ms-swift, litgpt) as "
    "a job.": (
        "किसी ट्रेनिंग कॉन्फ़िग (axolotl, LLaMA-Factory, torchtune, TRL, accelerate, DeepSpeed, ms-swift, litgpt) को "
        "जॉब के रूप में पढ़ता है।",
        "Bir eğitim yapılandırmasını (axolotl, LLaMA-Factory, torchtune, TRL, accelerate, DeepSpeed, ms-swift, "
        "litgpt) iş olarak okur.",
    ),
    "Write the job file here.": ("जॉब फ़ाइल यहाँ लिखें।", "İş dosyasını buraya yazar."),
    "Print every field with its value and origin as JSON.": (
        "हर फ़ील्ड को उसके मान और स्रोत के साथ JSON में छापें।",
        "Her alanı değeri ve kaynağıyla JSON olarak yazdırır.",
    ),
    "Model preset id or config.json when the file's model is not found.": (
        "फ़ाइल का मॉडल न मिलने पर मॉडल प्रीसेट id या config.json।",
        "Dosyanın modeli bulunamadığında model ön ayar kimliği veya config.json.",
    ),
    "Dataset size in tokens, for a file without max_steps.": (
        "max_steps के बिना फ़ाइल के लिए टोकन में डेटासेट का आकार।",
        "max_steps içermeyen bir dosya için token cinsinden veri kümesi boyutu.",
    ),
    "The training config.": ("ट्रेनिंग कॉन्फ़िग।", "Eğitim yapılandırması."),
    "Stack: %1": ("स्टैक: %1", "Yığın: %1"),
    "default of %1 (%2)": ("%1 का डिफ़ॉल्ट (%2)", "%1 varsayılanı (%2)"),
    "Model %1: no bundled preset and no config.json on this computer; pass --model": (
        "मॉडल %1: कोई साथ आया प्रीसेट नहीं और इस कंप्यूटर पर कोई config.json नहीं; --model दें",
        "Model %1: yerleşik ön ayar yok ve bu bilgisayarda config.json yok; --model verin",
    ),
    "Left to the launch: %1 = %2": ("लॉन्च पर छोड़ा गया: %1 = %2", "Başlatmaya bırakılan: %1 = %2"),
    "Not used: %1 (%2%3)": ("उपयोग नहीं हुआ: %1 (%2%3)", "Kullanılmadı: %1 (%2%3)"),
    "%n key(s) without effect on memory, time or cost": (
        "मेमोरी, समय या लागत पर बिना असर वाली %n कुंजियाँ",
        "Belleği, süreyi veya maliyeti etkilemeyen %n anahtar",
    ),
    "tunefit import: name one config file": (
        "tunefit import: एक कॉन्फ़िग फ़ाइल बताएँ",
        "tunefit import: bir yapılandırma dosyası belirtin",
    ),
    "tunefit import: model %1 not found": ("tunefit import: मॉडल %1 नहीं मिला", "tunefit import: %1 modeli bulunamadı"),
    "tunefit import: the job needs a model; pass --model PRESET|config.json": (
        "tunefit import: जॉब को एक मॉडल चाहिए; --model PRESET|config.json दें",
        "tunefit import: iş bir model gerektirir; --model PRESET|config.json verin",
    ),
    "tunefit import: the file sets no max_steps; pass --tokens N": (
        "tunefit import: फ़ाइल में max_steps नहीं है; --tokens N दें",
        "tunefit import: dosya max_steps belirtmiyor; --tokens N verin",
    ),
    "Writes a job as a training config of another stack, with the plan in a comment header.": (
        "जॉब को किसी अन्य स्टैक के ट्रेनिंग कॉन्फ़िग के रूप में लिखता है, योजना एक टिप्पणी हेडर में।",
        "Bir işi, planı bir yorum başlığında olmak üzere başka bir yığının eğitim yapılandırması olarak yazar.",
    ),
    "The config file to write.": ("लिखी जाने वाली कॉन्फ़िग फ़ाइल।", "Yazılacak yapılandırma dosyası."),
    "The planned card, named in the header.": (
        "योजना का कार्ड, हेडर में नामित।",
        "Planlanan kart, başlıkta adı geçer.",
    ),
    "A *.tunefit.json job file.": ("एक *.tunefit.json जॉब फ़ाइल।", "Bir *.tunefit.json iş dosyası."),
    "tunefit export-config: give JOB, --stack and --out": (
        "tunefit export-config: JOB, --stack और --out दें",
        "tunefit export-config: JOB, --stack ve --out verin",
    ),
}
