"""lifecycle: probabilistic lifecycle cost and carbon of distributed DNN training."""

__version__ = "0.1.0"
