# Tunefit test fixture: a notebook exported to Python sets its values in code, not in a config.
from unsloth import FastLanguageModel
max_seq_length = 2048
model, tokenizer = FastLanguageModel.from_pretrained(model_name = "unsloth/Llama-3.1-8B", load_in_4bit = True)
model = FastLanguageModel.get_peft_model(model, r = 16, use_gradient_checkpointing = "unsloth")
