print("keyfuzz")
